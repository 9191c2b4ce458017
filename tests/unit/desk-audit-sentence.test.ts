// The desk's audit log reads as sentences: who did what to which, and each changed field before → after.
import { describe, expect, it } from 'vitest';
import { createDeskTexts, loadLanguage, translate, type Translate } from '../../src/desk/i18n/texts.ts';
import { auditChanges, auditSentence } from '../../src/desk/pages/audit-sentence.ts';

/** The desk's i18next texts in `language`, as the desk loads them. */
async function translator(language: 'EN' | 'CN' | 'KO' | 'EL'): Promise<Translate> {
  const texts = createDeskTexts();
  await loadLanguage(texts, language);
  return translate(texts);
}

describe('audit sentences', () => {
  it('names who, the verb and the target in the reader\'s language', async () => {
    const entry = { operator: 'admin01', role: 'admin', action: 'withdrawal.approve', target: 'withdrawal:12' };
    expect(auditSentence(await translator('EN'), entry)).toBe('admin01 (Admin) approved withdrawal #12');
    expect(auditSentence(await translator('CN'), entry)).toContain('批准了提款 #12');
    expect(auditSentence(await translator('KO'), entry)).toBe('admin01 (관리자): 출금 #12 승인');
    expect(auditSentence(await translator('EL'), entry)).toBe('admin01 (Διαχειριστής) ενέκρινε την ανάληψη #12.');
  });

  it('shows an action or target it has no words for as recorded', async () => {
    expect(auditSentence(await translator('EN'), { operator: 'a', role: 'admin', action: 'vault.open', target: 'door' })).toBe('a (Admin) vault.open door');
  });

  it('lists only the fields that changed, with nothing as a dash', () => {
    expect(auditChanges({ status: 'pending', amount: 500, note: null }, { status: 'approved', amount: 500, note: 'ok' })).toEqual([
      { field: 'status', before: 'pending', after: 'approved' },
      { field: 'note', before: '—', after: 'ok' },
    ]);
    expect(auditChanges(null, { tiers: [1, 2] })).toEqual([{ field: 'tiers', before: '—', after: '[1,2]' }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
