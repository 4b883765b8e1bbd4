/**
 * End to end, as a member joining an event (spec §2 event sign-up): the seeded event page
 * (demo/content/events.ts), its dialog from sign-in to the confirmation, the
 * registration stored and mailed; on its own store and browser (host/test/shopperBrowser.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  base,
  failuresOf,
  open,
  setupStore,
  shopper,
  signInAsDemoMember,
} from './test/shopperBrowser.ts';

setupStore();

describe('event sign-up in a browser', () => {
  it('signs in inside the dialog, joins two days with a guest, sees the confirmation, gets the mail', {
    timeout: 120_000,
  }, async () => {
    const page = await shopper();
    // The block's code is held back, as on a slow network, until the shopper has pressed.
    let sendCode = () => {};
    const codeMaySend = new Promise<void>((resolve) => {
      sendCode = resolve;
    });
    await page.route('**/assets/EventSignUpBlock-*.js', async (route) => {
      await codeMaySend;
      await route.continue();
    });
    await open(page, '/en-us/events/trail-days');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: 'Trail Days 2027' }).waitFor();
    // A press before the block's code has come is held and made once the section has
    // hydrated (cms-blocks/renderer/hydration.tsx): one press is enough.
    const section = page.locator('[data-component="EventSignUp"]');
    await main.getByRole('button', { name: 'Sign up for the event' }).click();
    expect(await section.getAttribute('data-hydration')).toBe('pending');
    sendCode();

    // Step 1: signed out, the sign-in side of the toggle.
    const dialog = page.getByRole('dialog', { name: 'Trail Days 2027' });
    // The dialog's code loads on the first press: on a busy machine that can take a while.
    await dialog.getByRole('tab', { name: 'Sign in', selected: true }).waitFor({ timeout: 60_000 });
    // The toggle's sign-in form asks for the email and the password at once (no lookup).
    await signInAsDemoMember(dialog, { lookup: false });

    // Step 2: the member's email read-only, each day of the event.
    await dialog.getByRole('heading', { name: 'Join the event' }).waitFor();
    const email = dialog.getByRole('textbox', { name: /^Email/ });
    expect(await email.inputValue()).toBe('maya.alvarez@example.com');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    const days = dialog.getByRole('group', { name: /Which days will you come/ });
    expect(await days.getByRole('checkbox').count()).toBe(3);
    await dialog.getByRole('button', { name: 'Save my place' }).click();
    await dialog.getByText('Please tick this box to continue').waitFor();
    await days.getByText('Friday, June 11, 2027').click();
    await days.getByText('Sunday, June 13, 2027').click();
    await dialog.getByRole('textbox', { name: /Guest name/ }).fill('Sam O’Neil');
    await dialog.getByText('I accept the event terms and conditions').click();
    await dialog.getByRole('button', { name: 'Save my place' }).click();

    // The confirmation, then Close closes the dialog.
    await dialog.getByRole('heading', { name: 'See you on the trail!' }).waitFor();
    await dialog.getByText('We sent the details to your email address.').waitFor();
    // The step's own Close button (the dialog's corner close button has the same name).
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // Stored and confirmed by mail (the service's development outbox).
    const outbox = await fetch(`${base}/api/dev/outbox?recipient=maya.alvarez%40example.com`);
    const { messages } = (await outbox.json()) as {
      messages: { template: string; subject: string; text: string }[];
    };
    const mail = messages.find((message) => message.template === 'eventRegistration');
    expect(mail?.subject).toBe('You are registered: Trail Days 2027');
    expect(mail?.text).toContain('Friday, June 11, 2027');
    expect(mail?.text).toContain('Sunday, June 13, 2027');
    expect(mail?.text).toContain('Sam O’Neil');
    expect(failuresOf(page)).toEqual([]);
  });
});
