// A team report filter's member: one member of the team (any level) by username, empty for the
// whole team, applied on submit (a history entry) rather than per keystroke.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../ui/index.ts';

export function MemberSearch({ name, value, maxLength, apply }: { name: string; value: string; maxLength: number; apply: (member: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // Back and forward change the address's member: the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text.trim());
  };
  return (
    <form className="list-filter-member" role="search" onSubmit={submit}>
      <Input label={t('agentReport.member')} name={`${name}-member`} value={text} maxLength={maxLength} autoComplete="off" placeholder={t('agentReport.memberAll')}
        onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="secondary">{t('agentReport.apply')}</Button>
    </form>
  );
}
