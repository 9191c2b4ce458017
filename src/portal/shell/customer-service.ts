// Customer service (spec section 4): open a blank 440x500 pop-up at once (so the click's user
// gesture allows it), fetch the config, take the first path entry of type 3, decrypt it (key =
// last 8 characters), validate it as an http(s) URL, then navigate the pop-up. A failed call
// closes the pop-up; a blocked pop-up shows an error.
import type { TFunction } from 'i18next';
import { apiCallByName } from '../api/optional-calls.ts';
import { showNotice } from '../state/store.ts';

export interface CsEntry {
  type: number | string;
  path: string;
}

export function firstCsPath(value: unknown): string | null {
  const v = value as { version?: { pathList?: CsEntry[] }; pathList?: CsEntry[] } | null;
  const list = v?.version?.pathList ?? v?.pathList ?? [];
  return list.find((e) => Number(e.type) === 3)?.path ?? null;
}

let popupSize = { width: 440, height: 500 };
export function setCustomerServicePopupSize(size: { width: number; height: number }): void {
  popupSize = size;
}

export async function openCustomerService(t: TFunction): Promise<void> {
  const popup = window.open('about:blank', 'customerService', `width=${popupSize.width},height=${popupSize.height}`);
  if (!popup) {
    showNotice(t('error.popupBlocked'));
    return;
  }
  try {
    const value = await apiCallByName('customerService');
    const path = firstCsPath(value);
    const { safeCsUrl } = await import('../../shared/crypto/cs-path.ts');
    const url = path ? safeCsUrl(path) : null;
    if (!url) {
      popup.close();
      showNotice(t('error.invalidUrl'));
      return;
    }
    popup.location.href = url;
  } catch {
    popup.close();
  }
}
