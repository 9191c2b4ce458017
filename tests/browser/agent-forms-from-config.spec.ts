// The agent's forms on its downline (an invite link, opening an account, a note, a message) and
// the member's reply to the agent change in the merchant's config only (forms.<call> and its own texts, no src/ change): on a
// copy of bdwin served live each shows the merchant's order, labels and help texts, and the
// platform's refusal of an empty reply shows under the reply field. A hand-built form would keep
// its own order and labels. Rendered on a phone and a desktop.
import type { Locator } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { withForms } from './form-settings.ts';
import { expectLoggedIn, logOut } from './helpers.ts';
import { agentWrites } from './model/platform.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';
import { openSignedIn, signInAndOpen } from './sign-in-shortcut.ts';

const TEXTS = {
  'forms.agent.note': 'Private note',
  'forms.agent.subject': 'Subject line',
  'forms.agent.subjectHelp': 'Shown in the inbox list',
  'forms.reply.content': 'Write back to {{name}}',
  'forms.create.login': 'Login name for the new player',
  'forms.link.kind': 'Who the link is for',
  'forms.reply.help': 'Your agent reads it in the agent centre',
};
const FORMS = {
  agentDownlineUpdate: { fields: { remark: { labelKey: 'forms.agent.note' } } },
  agentDownlineMessage: { order: ['content', 'title'], fields: { title: { labelKey: 'forms.agent.subject', helpKey: 'forms.agent.subjectHelp' } } },
  agentDownlineCreate: { order: ['password', 'username'], fields: { username: { labelKey: 'forms.create.login' } } },
  agentRegisterLinkCreate: { order: ['expiry', 'kind'], fields: { kind: { labelKey: 'forms.link.kind' } } },
  messageReply: { fields: { content: { labelKey: 'forms.reply.content', helpKey: 'forms.reply.help' } } },
};

const labels = (scope: Locator) => scope.locator('.schema-form-fields .ui-label');

test('bdwin relabels and reorders the agent\'s invite link, new account, note and message forms and the member\'s reply, in config only', async ({ page }) => {
  test.setTimeout(240_000);
  await withForms(TEXTS, FORMS, async () => {
    await openSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
    await expectLoggedIn(page, 'agent01');
    await page.goto(merchantUrl('bdwin', '/agentHome?page=downline'));
    const main = page.getByRole('main');
    // The invite link's form: the merchant's order and label.
    const links = main.locator('.register-links');
    await expect(labels(links)).toHaveText(['Valid for', 'Who the link is for']);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(links, `/tmp/agentforms6/links-${size.width}.png`);
    }
    await main.getByRole('tab', { name: 'Direct players' }).click();
    await main.getByRole('button', { name: 'Manage member01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage member01' });
    await expect(labels(dialog.locator('form').first())).toHaveText(['Private note']);
    const message = dialog.getByRole('form', { name: 'Send a message' });
    await expect(labels(message)).toHaveText(['Message', 'Subject line']);
    await expect(message.getByLabel('Subject line')).toHaveAccessibleDescription('Shown in the inbox list');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(page, `/tmp/agentforms6/manage-${size.width}.png`);
    }
    await page.keyboard.press('Escape');

    // Opening an account: the merchant's order and label; a taken name is refused under it.
    await main.getByRole('button', { name: 'Open an account' }).click();
    const create = page.getByRole('dialog', { name: 'Open an account' });
    await expect(labels(create)).toHaveText(['First password', 'Login name for the new player']);
    await create.getByLabel('Login name for the new player').fill('member01');
    await create.getByLabel('First password').fill('First1234');
    await create.getByRole('button', { name: 'Open account' }).click();
    await expect(create.getByLabel('Login name for the new player')).toHaveAccessibleDescription('This username is already taken');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(page, `/tmp/agentforms6/create-${size.width}.png`);
    }
    await page.keyboard.press('Escape');
    await logOut(page);

    const title = `Config reply ${Date.now()}`;
    await agentWrites('bdwin', { username: 'agent01', password: 'Agent@123' }, 'member01', title, 'Ask me about it');
    await signInAndOpen(page, 'bdwin', 'member01', 'Member@123', '/member?page=messageV2');
    await expectLoggedIn(page, 'member01');
    await page.locator('.message-open', { hasText: title }).click();
    const reply = page.locator('form.message-reply');
    // The merchant's label names the writer as the portal's own does.
    await expect(labels(reply)).toHaveText(['Write back to agent01']);
    const field = reply.getByLabel('Write back to agent01');
    await expect(field).toHaveAccessibleDescription('Your agent reads it in the agent centre');
    // The platform refuses an empty reply; its call schema names the field, so the text shows under it.
    await field.fill('   ');
    await reply.getByRole('button', { name: 'Send' }).click();
    await expect(field).toHaveAccessibleDescription(/Please write a reply\./);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(page, `/tmp/agentforms6/reply-${size.width}.png`, { fullPage: true });
    }
  });
});
