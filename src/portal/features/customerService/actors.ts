// The customer-service machine's actors and pop-up actions (flows/customerService.machine.ts),
// on a FlowEnv and a pop-up opener: the portal opens a real window, the model tests record.
import { fromPromise } from 'xstate';
import type { FlowEnv } from '../../api/flow-env.ts';

export interface PopupHandle {
  go(url: string): void;
  close(): void;
}

/** Opens `about:blank` at a size; null when the browser blocks it. */
export type PopupOpener = (size: { width: number; height: number }) => PopupHandle | null;

export class PopupBlockedError extends Error {
  errorCode = 'popup.blocked';
  constructor() {
    super('Popup blocked. Please allow popups and try again.');
  }
}

export function customerServiceFlow(env: FlowEnv, openPopup: PopupOpener) {
  let popup: PopupHandle | null = null;
  return {
    actors: {
      openPopup: fromPromise<void, { width: number; height: number }>(async ({ input }) => {
        popup = openPopup(input);
        if (!popup) throw new PopupBlockedError();
      }),
      fetchCsConfig: fromPromise<unknown, void>(() => env.call('customerService')),
      // The DES code loads with the first chat, not with the page.
      decryptPath: fromPromise<string, { path: string }>(async ({ input }) => (await import('../../../shared/crypto/cs-path.ts')).decryptCsPath(input.path)),
    },
    actions: {
      navigatePopup: ({ context }: { context: { url: string | null } }) => {
        if (context.url) popup?.go(context.url);
      },
      closePopup: () => popup?.close(),
    },
  };
}
