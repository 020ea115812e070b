import type { EntityManager } from '@mikro-orm/postgresql';

/** A text message to one phone, on a channel (SMS or the social messaging channel). */
export interface OutgoingMessage {
  phone: string;
  text: string;
  channel: 'sms' | 'kakao';
}

/**
 * Sends messages. `em` lets the sandbox keep what it "sent" in the database, where dev tools and
 * tests read it (the real provider ignores it).
 */
export interface MessageSender {
  readonly name: 'sandbox' | 'http';
  send(em: EntityManager, message: OutgoingMessage): Promise<void>;
}
