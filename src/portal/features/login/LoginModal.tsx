// loginModal and loginPopupModal. The form shows at once without the login machine: what is
// typed stays here until the member does something the machine must handle (submit, the SMS
// tab, quick login, a third-party channel). That action starts the machine (LiveLogin.tsx, its
// own chunk with xstate, fetched at the first touch of the form), which takes over with the
// values typed and the action. So a merchant whose first screen is the login modal does not make
// every guest download xstate. A device that must answer a captcha starts the machine once the
// platform's check says so; until then the form is already there rather than a "Loading…" line
// each time the dialog opens.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginEvent, LoginField } from '../../../../flows/login.machine.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useHydrated } from '../../app/hydration.ts';
import { loadWithTimeout } from '../../app/lazy.ts';
import { useCall } from '../../api/query.ts';
import { openModal } from '../../state/store.ts';
import { Modal } from '../../shell/Modal.tsx';
import { browserEnv } from '../session/index.ts';
import { LoginForm, type LoginFormView } from './LoginForm.tsx';
import type { LoginStart } from './LiveLogin.tsx';
import { storedQuickLoginToken } from './quick-login.ts';
import { FIRST_FLOW_STATE } from './first-state.ts';
import { loginStartValues } from './login-fields.ts';

const loadLive = () => loadWithTimeout(() => import('./LiveLogin.tsx'));
const LiveLogin = lazy(() => loadLive().then((m) => ({ default: m.LiveLogin })));

export function LoginModal({ variant }: { variant: 'loginModal' | 'loginPopupModal' }) {
  const { t } = useTranslation();
  const config = useConfig();
  const f = config.features;
  // A server-rendered /login (a guest's first screen on a "login to home page" merchant) is
  // hydrated: its first render is the server's, which knows no device and no storage. So the
  // check and the quick-login offer start from the render after hydration.
  const hydrated = useHydrated();
  const [shownByServer] = useState(!hydrated);
  // Asked again each time the modal opens: a failed login from this address since then needs a captcha.
  // The form does not wait for it: the captcha joins the form when the answer asks for one.
  const check = useCall('captchaRequired', { request: { loginDeviceId: hydrated ? browserEnv.deviceId() : '' }, fresh: true, enabled: hydrated });
  // An unanswered check shows no captcha: the login's answer still asks for one.
  const captchaRequired = check.data?.required === true;
  const captchaForm = useCaptchaForm(captchaRequired);
  const [storedQuickLogin] = useState(() => f.quickLogin && storedQuickLoginToken(browserEnv) !== null);
  const quickLoginOffered = hydrated && storedQuickLogin;
  const [values, setValues] = useState(() => loginStartValues(config.forms?.login));
  const [showPassword, setShowPassword] = useState(false);
  const [rememberDevice, setRememberDevice] = useState(false);
  const [events, setEvents] = useState<LoginEvent[] | null>(null);
  // What a visitor typed into the server's form before the script arrived: React keeps it in the
  // fields when it hydrates, but `values` starts empty and its next render would wipe it.
  const serverForm = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!shownByServer || !serverForm.current) return;
    const typed = (name: LoginField) => serverForm.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
    // Only what was typed: a hidden field is not drawn, and its default must stay.
    const kept: Partial<Record<LoginField, string>> = {};
    for (const name of ['username', 'password'] as const) if (typed(name)) kept[name] = typed(name);
    if (Object.keys(kept).length > 0) setValues((current) => ({ ...current, ...kept }));
  }, [shownByServer]);
  const title = t(variant === 'loginPopupModal' ? 'auth.loginRequired' : 'auth.login');

  if (captchaForm && !events) {
    const Live = captchaForm.component;
    return <Live start={{ variant, captchaRequired, quickLoginOffered, values, showPassword, rememberDevice, events: [], focus: captchaForm.focus }} />;
  }
  if (events) {
    const start: LoginStart = { variant, captchaRequired, quickLoginOffered, values, showPassword, rememberDevice, events };
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
      formRef={serverForm}
      title={title}
      view={viewOf(variant, values, showPassword, rememberDevice, quickLoginOffered, FIRST_FLOW_STATE.flow)}
      on={{ send, setShowPassword, setRememberDevice }}
    />
  );
}

type LiveLoginComponent = ComponentType<{ start: LoginStart }>;

/**
 * Once a captcha is asked for: the machine's chunk, then the machine's form in place of this one
 * with what was typed and the field that had focus (the swap mounts a new dialog, which would
 * focus its first field). No "Loading…" and no fallback meanwhile: the form stays usable.
 */
function useCaptchaForm(required: boolean): { component: LiveLoginComponent; focus: LoginField | null } | null {
  const [live, setLive] = useState<{ component: LiveLoginComponent; focus: LoginField | null } | null>(null);
  useEffect(() => {
    if (!required || live) return undefined;
    let current = true;
    loadLive()
      .then((module) => {
        if (!current) return;
        const focused = document.activeElement?.closest('[role="dialog"]') ? document.activeElement.getAttribute('name') : null;
        setLive({ component: module.LiveLogin, focus: (focused as LoginField | null) ?? null });
      })
      .catch(() => undefined); // the login's answer asks for the captcha again, through the machine
    return () => {
      current = false;
    };
  }, [required, live]);
  return live;
}

function viewOf(variant: LoginFormView['variant'], values: Record<LoginField, string>, showPassword: boolean, rememberDevice: boolean, quickLoginOffered: boolean, flow: string): LoginFormView {
  return { variant, flow, smsTab: false, values, captchaShown: false, captchaImage: null, captchaLoading: false, errorText: null, fieldErrors: {}, quickLoginOffered, showPassword, rememberDevice, smsButton: null };
}

const IDLE = { send: () => undefined, setShowPassword: () => undefined, setRememberDevice: () => undefined };

/** The form before the machine runs; the first touch or key press (not the focus the dialog gives it) fetches the machine's chunk. */
function FirstForm({ title, view, on = IDLE, formRef }: { title: string; view: LoginFormView; on?: Parameters<typeof LoginForm>[0]['on']; formRef?: RefObject<HTMLDivElement | null> }) {
  return (
    <Modal title={title} onClose={() => openModal(null)} flowState={FIRST_FLOW_STATE}>
      <div ref={formRef} onPointerDownCapture={preloadLive} onKeyDownCapture={preloadLive}>
        <LoginForm view={view} on={on} />
      </div>
    </Modal>
  );
}

function preloadLive(): void {
  void loadLive().catch(() => undefined); // the action that needs it shows the failure
}
