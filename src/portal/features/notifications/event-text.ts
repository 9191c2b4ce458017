// An event message in the reader's language: notify.<event>.title and notify.<event> with the
// amount in the merchant's money format and the request time in the reader's locale. The stored
// title and content (the member's language when raised) are the fallback for an unknown event.
import type { TFunction } from 'i18next';
import type { Money } from '../../app/money.ts';
import { isMemberEvent } from '../../../shared/notifications.ts';

export interface EventMessage {
  event?: string | null;
  params?: { amountMinor: number; requestedAt: number; orderNo: string; remark?: string } | null;
  title: string;
  content: string;
}

export function eventText(t: TFunction, money: Money, message: EventMessage): { title: string; content: string } {
  const { event, params } = message;
  if (!event || !params || !isMemberEvent(event)) return { title: message.title, content: message.content };
  const values = { amount: money.format(params.amountMinor), time: money.dateTime(params.requestedAt), remark: params.remark ?? '', orderNo: params.orderNo };
  return { title: t(`notify.${event}.title`, values), content: t(`notify.${event}`, values).trim() };
}
