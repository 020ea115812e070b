import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, Conflict, displayName, idSchema, parseInput, text, z, type Identity } from '@shop/kit';
import { manageableChannel } from '../channels/channel-access.js';
import { CATALOG_RULES, ChannelLinkEntity, ChannelVideoEntity, type ChannelLink, type ChannelVideo, type VideoProvider } from './catalog.entities.js';
import { limitReached, lockCatalog, notFound } from './catalog.service.js';

/**
 * The videos and external links of a channel's page. Videos come from three players the page can
 * embed (YouTube, Vimeo, Naver TV), so the URL's host decides; links are the influencer's own
 * pages, https only, replaced as a whole list.
 */

/** Hosts of the players the channel page embeds. */
const VIDEO_HOSTS: Record<string, VideoProvider> = {
  'youtube.com': 'youtube',
  'www.youtube.com': 'youtube',
  'm.youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'vimeo.com': 'vimeo',
  'www.vimeo.com': 'vimeo',
  'player.vimeo.com': 'vimeo',
  'tv.naver.com': 'naver_tv',
  'm.tv.naver.com': 'naver_tv',
};

const VIDEO_URL_MESSAGE = '유튜브, 비메오, 네이버TV 영상 주소만 등록할 수 있습니다.';

/** A pasted address as a URL (people paste `youtu.be/...` without the scheme); null when it is none. */
function parseUrl(raw: string): URL | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
}

/**
 * The video's address as stored (https, the host's own spelling) and its player; null when the
 * address is not a video of YouTube, Vimeo or Naver TV (another host, credentials or a port in it,
 * or only the site's front page).
 */
export function videoOf(raw: string): { url: string; provider: VideoProvider } | null {
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
  const provider = VIDEO_HOSTS[url.hostname];
  if (!provider || (url.pathname === '/' && !url.search)) return null;
  url.protocol = 'https:';
  return url.href.length <= CATALOG_RULES.url ? { url: url.href, provider } : null;
}

/** An https address of a page on the web (as stored: the URL's own spelling); null otherwise. */
export function httpsLink(raw: string): string | null {
  if (!/^https:\/\//i.test(raw)) return null;
  const url = parseUrl(raw);
  if (!url || url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) return null;
  return url.href.length <= CATALOG_RULES.url ? url.href : null;
}

const address = (label: string) =>
  z
    .string({ error: `${label}를 입력해주세요.` })
    .pipe(text())
    .pipe(z.string().min(1, `${label}를 입력해주세요.`).max(CATALOG_RULES.url, `${label}는 ${CATALOG_RULES.url}자까지 입력할 수 있습니다.`));
const videoSchema = z.object({ title: displayName('영상 제목', { max: CATALOG_RULES.videoTitle }), url: address('영상 주소') });

/** Registers a video at the end of the channel's list (at most 20, each address once). */
export async function registerVideo(em: EntityManager, identity: Identity | null, raw: { channelId?: string | null; title: unknown; url: unknown }): Promise<ChannelVideo> {
  const channel = await manageableChannel(em, identity, raw.channelId);
  const input = parseInput(videoSchema, { title: raw.title, url: raw.url });
  const video = videoOf(input.url);
  if (!video) throw BadInput([{ field: 'url', message: VIDEO_URL_MESSAGE }]);
  await lockCatalog(em, channel.id);
  const count = await em.count(ChannelVideoEntity, { channelId: channel.id });
  if (count >= CATALOG_RULES.maxVideos) throw limitReached('url', `영상은 채널마다 ${CATALOG_RULES.maxVideos}개까지 등록할 수 있습니다.`, CATALOG_RULES.maxVideos);
  if (await em.count(ChannelVideoEntity, { channelId: channel.id, url: video.url })) throw Conflict('이미 등록한 영상입니다.', { fields: [{ field: 'url', message: '이미 등록한 영상입니다.' }] });
  const row = em.create(ChannelVideoEntity, { channelId: channel.id, title: input.title, url: video.url, provider: video.provider, position: count + 1 });
  await em.flush();
  return row;
}

export async function deleteVideo(em: EntityManager, identity: Identity | null, rawId: unknown): Promise<boolean> {
  const id = parseInput(idSchema('영상'), rawId, 'id');
  const video = await em.findOne(ChannelVideoEntity, { id });
  if (!video) throw notFound('id', '영상을 찾을 수 없습니다.');
  await manageableChannel(em, identity, video.channelId);
  await lockCatalog(em, video.channelId);
  const [deleted] = await em.execute<{ position: number }[]>('delete from partners.channel_videos where id = ? returning position', [video.id]);
  if (!deleted) throw notFound('id', '영상을 찾을 수 없습니다.');
  await em.execute('update partners.channel_videos set position = position - 1 where channel_id = ? and position > ?', [video.channelId, deleted.position]);
  em.getUnitOfWork().unsetIdentity(video);
  return true;
}

const linksSchema = z
  .array(
    z.object({
      label: displayName('링크 이름', { max: CATALOG_RULES.linkLabel }),
      url: address('링크 주소').transform((value, ctx) => {
        const link = httpsLink(value);
        if (!link) ctx.addIssue({ code: 'custom', message: 'https:// 로 시작하는 주소를 입력해주세요.' });
        return link ?? value;
      }),
    }),
    { error: '링크 목록을 보내주세요.' },
  )
  .max(CATALOG_RULES.maxLinks, `링크는 ${CATALOG_RULES.maxLinks}개까지 등록할 수 있습니다.`);

/** Replaces the channel's links with `links`, in that order (an empty list removes them all). */
export async function editLinks(em: EntityManager, identity: Identity | null, raw: { channelId?: string | null; links: unknown }): Promise<ChannelLink[]> {
  const channel = await manageableChannel(em, identity, raw.channelId);
  const links = parseInput(linksSchema, raw.links, 'links');
  await lockCatalog(em, channel.id);
  await em.nativeDelete(ChannelLinkEntity, { channelId: channel.id });
  const rows = links.map((link, i) => em.create(ChannelLinkEntity, { channelId: channel.id, label: link.label, url: link.url, position: i + 1 }));
  await em.flush();
  return rows;
}
