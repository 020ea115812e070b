/** A handle as links write it: without its '@' (`/@nutricoach`, `?channelId=@nutricoach`). */
export const bareHandle = (handle: string) => handle.replace(/@/g, '').trim();
