import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, Directive, Mutation, Resolver } from 'type-graphql';
import type { Context } from './context.js';
import { BadInput, Forbidden } from './errors.js';
import { isSystem } from './identity.js';
import { afterAnswer, enqueue, type OutboxHandlers } from './outbox.js';
import { callSubgraph, type SubgraphName } from './system-client.js';

/**
 * Events about a person that every subgraph must act on. Each subgraph says in ONE place (its
 * `lifecycle.ts`) what it removes or anonymises when an account leaves or a family profile is
 * removed; the subgraph where it happens publishes the event through its outbox, one item per
 * subgraph, so one subgraph being down delays only its own part and is retried.
 */
export interface LifecycleEvents {
  userDeleted: { userId: string };
  /** `attachments`: what uploaded files hung on (meal and body records, the profile), for commerce to remove. */
  profileDeleted: { userId: string; profileId: string; attachments: { ownerType: string; ownerId: string }[] };
}
export type LifecycleEventName = keyof LifecycleEvents;
export const LIFECYCLE_EVENTS: LifecycleEventName[] = ['userDeleted', 'profileDeleted'];

export type Lifecycle = { [E in LifecycleEventName]?: (em: EntityManager, event: LifecycleEvents[E]) => Promise<unknown> };

/** The subgraphs an event goes to (their URLs come from SUBGRAPH_<NAME>_URL). */
export { SUBGRAPHS as SUBGRAPH_NAMES } from './system-client.js';
import { SUBGRAPHS as SUBGRAPH_NAMES } from './system-client.js';

export const LIFECYCLE_TOPIC = 'kit.lifecycle';

/**
 * Queues `event` for every subgraph, in the caller's transaction. `except` names the caller's own
 * subgraph when it already applied the event in that transaction.
 */
export async function publishLifecycleEvent<E extends LifecycleEventName>(em: EntityManager, name: E, event: LifecycleEvents[E], options: { except?: string } = {}): Promise<void> {
  for (const target of SUBGRAPH_NAMES) if (target !== options.except) await enqueue(em, LIFECYCLE_TOPIC, { target, name, event });
}

/** The mutation through which a subgraph receives lifecycle events: hidden from the public graph. */
export const systemEventField = (subgraph: string) => `${subgraph}SystemEvent`;

/**
 * Outbox handler that hands a lifecycle event to its target: in this process when the target is
 * this subgraph, otherwise to the target subgraph's hidden system mutation over HTTP.
 */
export function lifecycleDelivery(self: string, lifecycle: Lifecycle): OutboxHandlers {
  return {
    // This subgraph's own part is applied before the answer; the others are called after it, so
    // leaving does not wait for four services.
    [LIFECYCLE_TOPIC]: afterAnswer(
      async (em, payload: { target: string; name: LifecycleEventName; event: LifecycleEvents[LifecycleEventName] }) => {
        if (payload.target === self) return applyLifecycleEvent(em, lifecycle, payload.name, payload.event);
        const field = systemEventField(payload.target);
        const data = await callSubgraph<Record<string, unknown>>(payload.target as SubgraphName, {
          query: `mutation SystemEvent($name: String!, $payload: String!) { ${field}(name: $name, payload: $payload) }`,
          variables: { name: payload.name, payload: JSON.stringify(payload.event) },
          timeoutMs: 15_000,
        });
        if (data[field] !== true) throw new Error(`${payload.target} did not take ${payload.name}`);
      },
      (payload: { target: string }) => payload.target !== self,
    ),
  };
}

export async function applyLifecycleEvent(em: EntityManager, lifecycle: Lifecycle, name: string, event: unknown): Promise<boolean> {
  if (!(LIFECYCLE_EVENTS as string[]).includes(name)) throw BadInput([{ field: 'name', message: '알 수 없는 이벤트입니다.' }]);
  const handler = lifecycle[name as LifecycleEventName] as ((em: EntityManager, event: unknown) => Promise<unknown>) | undefined;
  await handler?.(em, event);
  return true;
}

/** A resolver class with `<subgraph>SystemEvent`, marked @inaccessible so the gateway never exposes it. */
export function systemEventResolver(subgraph: string, lifecycle: Lifecycle): Function {
  @Resolver()
  class SystemEventResolver {
    @Directive('@inaccessible')
    @Mutation(() => Boolean, { name: systemEventField(subgraph), description: '시스템 전용: 다른 서비스가 보내는 계정/프로필 삭제 이벤트 (공개 API에 없음)' })
    async systemEvent(@Arg('name', () => String) name: string, @Arg('payload', () => String) payload: string, @Ctx() ctx: Context): Promise<boolean> {
      if (!isSystem(ctx.identity)) throw Forbidden();
      let event: unknown;
      try {
        event = JSON.parse(payload);
      } catch {
        throw BadInput([{ field: 'payload', message: '이벤트 내용이 올바르지 않습니다.' }]);
      }
      return applyLifecycleEvent(ctx.em, lifecycle, name, event);
    }
  }
  return SystemEventResolver;
}
