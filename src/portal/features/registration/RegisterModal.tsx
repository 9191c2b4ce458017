// registerModal: a react-jsonschema-form form built from the merchant's registration config
// merged with GET /wps/system/setting/register, on the flows' registration machine (modes, SMS
// button, affiliate lookup, captcha, age confirmation). This module is its own chunk: rjsf loads
// only with the register modal, and its validator is the pattern-rule one (no ajv, no eval).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { openModal } from '../../state/store.ts';
import { Modal } from '../../shell/Modal.tsx';
import type { Registration } from '../../../generated/merchant.ts';
import type { FieldSetting } from '../../../shared/patterns.ts';
import { mergeRegistration, registerModes, rulesFor, type RegistrationConfig } from './schema.ts';
import { RegisterForm } from './RegisterForm.tsx';

/** The platform's registration settings (the merchant schema's Registration) in the form's shape. */
function serverRegistration(value: Registration): Partial<RegistrationConfig> {
  const fields: RegistrationConfig['fields'] = {};
  for (const [name, setting] of Object.entries<FieldSetting | undefined>({ ...value.fields })) {
    if (setting) fields[name] = { ...setting };
  }
  return { fields, ageConfirmation: value.ageConfirmation, birthdayMinAge: value.birthdayMinAge, smsCodeLength: value.smsCodeLength };
}

export function RegisterModal() {
  const { t } = useTranslation();
  const config = useConfig();
  const settings = useCall('registerSettings', { select: serverRegistration });
  const server: Partial<RegistrationConfig> | null | undefined = settings.isError ? null : settings.data;
  const merged = useMemo(
    () => (server === undefined ? null : mergeRegistration(config.registration as unknown as RegistrationConfig, server)),
    [server, config.registration],
  );
  const close = () => openModal(null);
  const features = config.features;
  const modes = registerModes(features);
  return (
    <Modal title={t('auth.register')} onClose={close}>
      {merged === null ? <p role="status">{t('common.loading')}</p> : null}
      {merged && modes.length === 0 ? <p role="status">{t('register.closed')}</p> : null}
      {merged && modes.length > 0 ? (
        <RegisterForm
          rules={rulesFor(merged, features)}
          usernameRegister={features.usernameRegister}
          mobileRegister={features.mobileRegister}
          modes={modes}
        />
      ) : null}
    </Modal>
  );
}
