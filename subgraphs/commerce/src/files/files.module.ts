import type { ModuleDefinition } from '@shop/kit';
import { FilesResolver } from './files.resolver.js';
import { filesConstraints } from './files.constraints.js';
import { filesOutbox } from '../lifecycle.js';

/** Uploaded files attached to shop pages, inquiries, questions and a profile's photos; stored objects removed after the commit. */
export const filesModule: ModuleDefinition = {
  name: 'files',
  resolvers: [FilesResolver],
  constraints: filesConstraints,
  outbox: filesOutbox,
};
