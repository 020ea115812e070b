import type { AlimtalkTemplate } from './templates.js';

/**
 * A message to one phone. `sms` is a text (SMS up to 90 bytes, else LMS); `kakao` is a 알림톡 of
 * one of the shop's approved templates with its variables (sent as SMS/LMS when no Kakao channel
 * or template id is configured).
 */
export type OutgoingMessage = { phone: string; channel: 'sms'; text: string } | { phone: string; channel: 'kakao'; template: AlimtalkTemplate; variables: Record<string, string> };

/** A message as the sandbox received it (development tools and tests read the codes here). */
export interface DeliveredMessage {
  channel: 'sms' | 'kakao';
  type: 'SMS' | 'LMS' | 'ATA';
  phone: string;
  text: string;
  createdAt: Date;
}

/** Sends messages through Solapi (the real API, or the sandbox speaking it). */
export interface MessageSender {
  readonly name: 'sandbox' | 'solapi';
  /** Resolves when Solapi accepted the message; throws AppError SMS_SEND_FAILED (502) or SMS_UNAVAILABLE (503) otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  /** The sandbox only: what it received for a phone, newest first (Solapi's message list). */
  delivered?(phone: string): Promise<DeliveredMessage[]>;
}
