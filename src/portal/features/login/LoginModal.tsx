// loginModal and loginPopupModal. The form shows at once without the login machine: what is
// typed stays here until the member does something the machine must handle (submit, the SMS
// tab, quick login, a third-party channel). That action starts the machine (LiveLogin.tsx, its
// own chunk with xstate, fetched at the first touch of the form), which takes over with the
// values typed and the action. So a merchant whose first screen is the login modal does not make
// every guest download xstate. A device that must answer a captcha starts the machine at once.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginEvent, LoginField } from '../../../../flows/login.machine.ts';
import { useConfig } from '../../app/config-context.tsx';
import { loadWithTimeout } from '../../app/lazy.ts';
import { useCall } from '../../api/query.ts';
import { openModal } from '../../state/store.ts';
import { Modal } from '../../shell/Modal.tsx';
import { browserEnv } from '../session/index.ts';
import { LoginForm, type LoginFormView } from './LoginForm.tsx';
import type { LoginStart } from './LiveLogin.tsx';
import { storedQuickLoginToken } from './quick-login.ts';
import { FIRST_FLOW_STATE } from './first-state.ts';

const loadLive = () => loadWithTimeout(() => import('./LiveLogin.tsx'));
const LiveLogin = lazy(() => loadLive().then((m) => ({ default: m.LiveLogin })));

const EMPTY: Record<LoginField, string> = { username: '', password: '', captcha: '', mobileNum: '', code: '' };

export function LoginModal({ variant }: { variant: 'loginModal' | 'loginPopupModal' }) {
  const { t } = useTranslation();
  const f = useConfig().features;
  // Asked again each time the modal opens: a failed login from this address since then needs a captcha.
  const check = useCall('captchaRequired', { request: { loginDeviceId: browserEnv.deviceId() }, fresh: true });
  const [quickLoginOffered] = useState(() => f.quickLogin && storedQuickLoginToken(browserEnv) !== null);
  const [values, setValues] = useState(EMPTY);
  const [showPassword, setShowPassword] = useState(false);
  const [rememberDevice, setRememberDevice] = useState(false);
  const [events, setEvents] = useState<LoginEvent[] | null>(null);
  const title = t(variant === 'loginPopupModal' ? 'auth.loginRequired' : 'auth.login');
  const close = () => openModal(null);

  if (check.isFetching && !check.isError) {
    return (
      <Modal title={title} onClose={close}>
        <p role="status">{t('common.loading')}</p>
      </Modal>
    );
  }
  // An unanswered check shows no captcha: the login's answer still asks for one.
  const captchaRequired = check.data?.required === true;
  if (events || captchaRequired) {
    const start: LoginStart = { variant, captchaRequired, quickLoginOffered, values, showPassword, rememberDevice, events: events ?? [] };
    return (
      <Suspense fallback={<FirstForm title={title} view={viewOf(variant, values, showPassword, rememberDevice, quickLoginOffered, 'submitting')} />}>
        <LiveLogin start={start} />
      </Suspense>
    );
  }
  const send = (event: LoginEvent) => {
    if (event.type === 'EDIT') setValues((current) => ({ ...current, ...event.values }));
    else setEvents([event]);
  };
  return (
    <FirstForm
      title={title}
      view={viewOf(variant, values, showPassword, rememberDevice, quickLoginOffered, FIRST_FLOW_STATE.flow)}
      on={{ send, setShowPassword, setRememberDevice }}
    />
  );
}

function viewOf(variant: LoginFormView['variant'], values: Record<LoginField, string>, showPassword: boolean, rememberDevice: boolean, quickLoginOffered: boolean, flow: string): LoginFormView {
  return { variant, flow, smsTab: false, values, captchaShown: false, captchaImage: null, captchaLoading: false, errorText: null, quickLoginOffered, showPassword, rememberDevice, smsButton: null };
}

const IDLE = { send: () => undefined, setShowPassword: () => undefined, setRememberDevice: () => undefined };

/** The form before the machine runs; the first touch or key press (not the focus the dialog gives it) fetches the machine's chunk. */
function FirstForm({ title, view, on = IDLE }: { title: string; view: LoginFormView; on?: Parameters<typeof LoginForm>[0]['on'] }) {
  return (
    <Modal title={title} onClose={() => openModal(null)} flowState={FIRST_FLOW_STATE}>
      <div onPointerDownCapture={preloadLive} onKeyDownCapture={preloadLive}>
        <LoginForm view={view} on={on} />
      </div>
    </Modal>
  );
}

function preloadLive(): void {
  void loadLive().catch(() => undefined); // the action that needs it shows the failure
}
