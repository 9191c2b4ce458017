// The live notification stream while a real member is signed in: reconnects with a growing pause
// (1 s doubling to 30 s), stops for good when the platform says the session is gone.
import { apiStream, PlatformError } from '../../api/portal-api.ts';
import type { NotificationStreamResponse } from '../../../generated/api/notificationStream.ts';

export type StreamFrame = NotificationStreamResponse;

/** Errors after which reconnecting cannot help: the session or the account will not change by waiting. */
const FINAL = new Set(['CUSTOMER_NOT_LOGIN', 'user.or.token.invalid', 'login.not.session', 'token_ip_different', 'in_need_true_account', 'password.change.required', 'account.excluded']);

export function followNotifications(onFrame: (frame: StreamFrame) => void, onSessionGone: (errorCode: string) => void): () => void {
  const controller = new AbortController();
  let pause = 1000;
  const run = async () => {
    while (!controller.signal.aborted) {
      let ended: string | null = null;
      try {
        await apiStream('notificationStream', (frame) => {
          if (frame.kind === 'ready') pause = 1000;
          if (frame.kind === 'end') ended = frame.errorCode ?? 'login.not.session';
          else onFrame(frame);
        }, controller.signal);
      } catch (error) {
        if (error instanceof PlatformError && FINAL.has(error.errorCode)) ended = error.errorCode;
      }
      if (controller.signal.aborted) return;
      if (ended) {
        onSessionGone(ended);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 30_000);
    }
  };
  void run();
  return () => controller.abort();
}
