import type { EntityManager } from '@mikro-orm/postgresql';
import { declareConstraints, type ConstraintMeaning } from './constraints.js';
import type { DatabaseOptions } from './database.js';
import type { ScheduledJob } from './jobs.js';
import { LIFECYCLE_EVENTS, type Lifecycle, type LifecycleEventName } from './lifecycle.js';
import type { OutboxHandlers } from './outbox.js';
import type { ServiceDefinition } from './service-main.js';
import type { ReferenceResolvers } from './subgraph.js';

/**
 * The module contract (ARCHITECTURE.md, "Module contract"): what one domain module
 * (`src/orders/`, `src/foods/` ...) contributes to its subgraph, declared in its
 * `<module>.module.ts`. Nothing is registered by importing a file: the subgraph's `schema.ts`
 * lists its modules, and `defineService` puts them together.
 */
export interface ModuleDefinition {
  /** The folder's name (`orders`), for logs and the docs. */
  name: string;
  /** type-graphql resolver classes (thin: auth, argument mapping, DataLoaders). */
  resolvers?: Function[];
  /** Federation `__resolveReference` of the entities this module owns. */
  references?: ReferenceResolvers;
  /** Entity stubs reachable only through federation (a `User` this module extends). */
  orphanedTypes?: Function[];
  /** What each named database constraint of the module's tables means to a client (kit constraints.ts). */
  constraints?: Record<string, ConstraintMeaning>;
  /** Idempotent demo data (run in module order: a later module's may refer to an earlier one's). */
  seed?: (em: EntityManager) => Promise<void>;
  /** Scheduled work (pg-boss). */
  jobs?: ScheduledJob[];
  /** Handlers of the module's outbox topics (work that follows a commit). */
  outbox?: OutboxHandlers;
  /** What the module removes or anonymises when an account or a family profile goes. */
  lifecycle?: Lifecycle;
  /**
   * Hooks into another module of the same subgraph, attached when the service is built (the
   * orders module's handlers of payment changes). Must be idempotent: tests build a schema more
   * than once in a process.
   */
  connect?: () => void;
}

export interface ServiceSpec {
  name: string;
  defaultPort: number;
  database: Omit<DatabaseOptions, 'databaseUrl'>;
  /** In order: seeds, lifecycle handlers and jobs run in this order. */
  modules: ModuleDefinition[];
}

function merged<T>(modules: ModuleDefinition[], pick: (m: ModuleDefinition) => Record<string, T> | undefined, what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const module of modules) {
    for (const [key, value] of Object.entries(pick(module) ?? {})) {
      if (key in out) throw new Error(`${what} ${key} is declared by two modules (the second: ${module.name})`);
      out[key] = value;
    }
  }
  return out;
}

/** One lifecycle of the modules' handlers, each event handled by every module that has one, in order. */
function mergedLifecycle(modules: ModuleDefinition[]): Lifecycle {
  const lifecycle: Lifecycle = {};
  for (const event of LIFECYCLE_EVENTS) {
    const handlers = modules.flatMap((m) => (m.lifecycle?.[event] ? [m.lifecycle[event]] : []));
    if (!handlers.length) continue;
    (lifecycle as Record<LifecycleEventName, (em: EntityManager, payload: never) => Promise<void>>)[event] = async (em, payload) => {
      for (const handle of handlers) await (handle as (em: EntityManager, payload: unknown) => Promise<unknown>)(em, payload);
    };
  }
  return lifecycle;
}

/**
 * A subgraph from its modules: resolvers, references, orphaned types, outbox topics, jobs, seed
 * and lifecycle handlers put together (a key declared twice is an error), the modules' constraint
 * meanings registered, and their `connect` hooks attached.
 */
export function defineService(spec: ServiceSpec): ServiceDefinition & { modules: ModuleDefinition[] } {
  const { modules } = spec;
  const resolvers = modules.flatMap((m) => m.resolvers ?? []);
  if (!resolvers.length) throw new Error(`${spec.name}: no module has a resolver`);
  declareConstraints(merged(modules, (m) => m.constraints, 'constraint'));
  for (const module of modules) module.connect?.();
  const jobs = modules.flatMap((m) => m.jobs ?? []);
  return {
    name: spec.name,
    defaultPort: spec.defaultPort,
    database: spec.database,
    modules,
    resolvers: resolvers as ServiceDefinition['resolvers'],
    references: merged(modules, (m) => m.references, 'reference resolver for'),
    orphanedTypes: modules.flatMap((m) => m.orphanedTypes ?? []),
    outbox: merged(modules, (m) => m.outbox, 'outbox topic'),
    lifecycle: mergedLifecycle(modules),
    jobs,
    seed: async (em) => {
      for (const module of modules) await module.seed?.(em);
    },
  };
}
