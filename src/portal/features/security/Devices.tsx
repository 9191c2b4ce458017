// Signed-in devices: each live session with its browser and system, IP and when it was last seen,
// this device marked; sign one out, or every other one at once.
import './security.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, Card, Skeleton, showToast } from '../../ui/index.ts';
import type { SecurityDevicesResponse } from '../../../generated/api/securityDevices.ts';
import { errorLike } from './form-error.ts';

type Device = SecurityDevicesResponse['devices'][number];
const ICONS: Record<Device['device'], LucideIcon> = { phone: Smartphone, tablet: Tablet, desktop: Monitor, unknown: Monitor };

export function Devices() {
  const { t } = useTranslation();
  const money = useMoney();
  const devices = useCall('securityDevices', { fresh: true });
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const name = (d: Device): string => {
    if (d.browser && d.os) return t('security.devices.on', { browser: d.browser, os: d.os });
    return d.browser ?? d.os ?? t('security.devices.unknown');
  };
  const fail = (error: unknown) => showToast(errorText(t, errorLike(error)), 'danger');
  const signOut = async (id: number) => {
    setBusy(id);
    try { await runCall('securityDeviceSignOut', { id }); showToast(t('security.devices.signedOut'), 'success'); } catch (error) { fail(error); } finally { setBusy(null); }
  };
  const signOutOthers = async () => {
    setBusy('others');
    try {
      const { signedOut } = await runCall('securityDevicesSignOutOthers', {});
      showToast(t('security.devices.signedOutOthers', { count: signedOut }), 'success');
    } catch (error) { fail(error); } finally { setBusy(null); }
  };
  const list = devices.data?.devices;
  const others = list?.filter((d) => !d.current).length ?? 0;
  return (
    <Card title={t('security.devices.title')} className="security-devices"
      actions={others > 0 ? <Button size="small" variant="danger" busy={busy === 'others'} onClick={() => void signOutOthers()}>{t('security.devices.signOutOthers')}</Button> : null}>
      {!list ? <Skeleton height="4rem" label={t('common.loading')} /> : (
        <ul className="security-device-list">
          {list.map((d) => {
            const Icon = ICONS[d.device];
            return (
              <li key={d.id} className="security-device" data-current={d.current || undefined}>
                <span className="security-item-icon" aria-hidden="true"><Icon size={22} /></span>
                <div className="security-item-text">
                  <h3>{name(d)} {d.current ? <Badge tone="primary">{t('security.devices.current')}</Badge> : null}</h3>
                  <p className="security-device-meta">{t(`security.devices.kind.${d.device}`)} · {t('security.devices.meta', { ip: d.ip, time: money.dateTime(d.lastSeenAt) })}</p>
                </div>
                {d.current ? null : <Button size="small" busy={busy === d.id} onClick={() => void signOut(d.id)} aria-label={`${t('security.devices.signOut')}: ${name(d)}`}>{t('security.devices.signOut')}</Button>}
              </li>
            );
          })}
        </ul>
      )}
      {list && others === 0 ? <p className="form-hint">{t('security.devices.none')}</p> : null}
    </Card>
  );
}

export default Devices;
