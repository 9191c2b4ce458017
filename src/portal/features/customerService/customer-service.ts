// Customer service (spec section 4) on flows/customerService.machine.ts: the click opens the blank
// 440x500 pop-up at once (so the click's user gesture allows it), then the machine, loaded with
// its chunk, fetches the config, takes the first path of type 3, decrypts it, checks it is an
// http(s) URL and navigates the pop-up; a failure closes the pop-up, a blocked pop-up says so.
import type { TFunction } from 'i18next';
import { showNotice } from '../../state/store.ts';
import type { PopupHandle } from './actors.ts';

let popupSize = { width: 440, height: 500 };
export function setCustomerServicePopupSize(size: { width: number; height: number }): void {
  popupSize = size;
}

function windowHandle(popup: Window | null): PopupHandle | null {
  if (!popup) return null;
  return {
    go: (url) => {
      popup.location.href = url;
    },
    close: () => popup.close(),
  };
}

export async function openCustomerService(t: TFunction): Promise<void> {
  // Opened before anything is awaited: later the browser would block it.
  const opened = windowHandle(window.open('about:blank', 'customerService', `width=${popupSize.width},height=${popupSize.height}`));
  const { runCustomerService } = await import('./run.ts');
  await runCustomerService(popupSize, () => opened, (problem) => {
    if (problem === 'popupBlocked') showNotice(t('error.popupBlocked'));
    // A failed call stays quiet (the pop-up closes); a missing or bad chat address says so.
    else if (problem === 'noChatPath' || problem === 'invalidUrl') showNotice(t('error.invalidUrl'));
  });
}
