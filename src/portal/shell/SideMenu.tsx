// Side menu (spec section 2): invite friends (referral on), the points mall (when the merchant
// runs one), app download, contact channels.
// A channel with several accounts expands into a list; a single account opens directly; live
// chat without accounts opens the customer-service pop-up.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../app/config-context.tsx';
import { openCustomerService } from '../features/customerService/index.ts';

export function SideMenu() {
  const { t } = useTranslation();
  const config = useConfig();
  const side = config.navigation.sideMenu;
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <aside className="side-menu" aria-label={t('side.label')}>
      <ul>
        {side.inviteFriends && config.features.referral ? (
          <li><Link href="/member?page=referral">{t('side.inviteFriends')}</Link></li>
        ) : null}
        {side.pointMall && config.constants.pointMall?.enabled ? (
          <li><Link href="/pointMall">{t('nav.pointMall')}</Link></li>
        ) : null}
        {side.appDownload ? <li><Link href="/down">{t('nav.download')}</Link></li> : null}
        {side.contacts.map((contact) => {
          const key = `${contact.channel}-${contact.labelKey}`;
          if (contact.links.length === 0) {
            return contact.channel === 'liveChat' ? (
              <li key={key}><button type="button" className="link" onClick={() => void openCustomerService(t)}>{t(contact.labelKey)}</button></li>
            ) : null;
          }
          if (contact.links.length === 1) {
            return <li key={key}><a href={contact.links[0]!.url} target="_blank" rel="noopener noreferrer">{t(contact.labelKey)}</a></li>;
          }
          return (
            <li key={key}>
              <button type="button" className="link" aria-expanded={expanded === key} onClick={() => setExpanded(expanded === key ? null : key)}>
                {t(contact.labelKey)}
              </button>
              {expanded === key ? (
                <ul>
                  {contact.links.map((link) => (
                    <li key={link.url}><a href={link.url} target="_blank" rel="noopener noreferrer">{link.label}</a></li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
