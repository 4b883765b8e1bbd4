import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxBotCheckPasses } from '#api/contract/botCheck.ts';
import {
  botCheckFor,
  createSandboxBotCheck,
  createTestBotCheck,
  withSolvedChallenges,
} from './botCheck.tsx';
import {
  createRecaptchaBotCheck,
  createTurnstileBotCheck,
  type RecaptchaGlobal,
  type TurnstileGlobal,
  type TurnstileRenderOptions,
} from './botCheckScripts.ts';

/** Just enough of the DOM for the script adapters: elements, head, body, the nonce meta. */
class FakeElement {
  readonly children: FakeElement[] = [];
  parent: FakeElement | undefined;
  readonly attributes = new Map<string, string>();
  readonly style = { cssText: '' };
  src = '';
  async = false;
  nonce = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly tagName: string;
  constructor(tagName: string) {
    this.tagName = tagName;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  append(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
  }
  remove() {
    const siblings = this.parent?.children;
    siblings?.splice(siblings.indexOf(this), 1);
    this.parent = undefined;
  }
}

let head: FakeElement;
let body: FakeElement;

beforeEach(() => {
  head = new FakeElement('head');
  body = new FakeElement('body');
  const meta = Object.assign(new FakeElement('meta'), { nonce: 'bm9uY2Utb2YtcGFnZQ==' });
  vi.stubGlobal('document', {
    head,
    body,
    createElement: (tag: string) => new FakeElement(tag),
    querySelector: (selector: string) => (selector === 'meta[property="csp-nonce"]' ? meta : null),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const scripts = () => head.children.filter((element) => element.tagName === 'script');

/** Waits until the adapter has added its script (it does so after a microtask or two). */
async function addedScript(count = 1): Promise<FakeElement> {
  await vi.waitFor(() => expect(scripts()).toHaveLength(count));
  return scripts()[count - 1] as FakeElement;
}

describe('the reCAPTCHA v3 adapter', () => {
  function fakeRecaptcha() {
    const api: RecaptchaGlobal = {
      ready: vi.fn((callback: () => void) => callback()),
      execute: vi.fn(async (_siteKey: string, { action }: { action: string }) => `rc-${action}`),
    };
    return api;
  }

  it('loads the script once with the site key and the page’s nonce, then executes the action', async () => {
    const check = createRecaptchaBotCheck({ siteKey: 'fake-site-key' });
    const first = check.execute('login');
    const script = await addedScript();
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=fake-site-key');
    expect(script.nonce).toBe('bm9uY2Utb2YtcGFnZQ==');
    const api = fakeRecaptcha();
    vi.stubGlobal('grecaptcha', api);
    script.onload?.();
    expect(await first).toBe('rc-login');
    expect(await check.execute('checkout')).toBe('rc-checkout');
    expect(scripts()).toHaveLength(1);
    expect(api.execute).toHaveBeenLastCalledWith('fake-site-key', { action: 'checkout' });
    expect(api.ready).toHaveBeenCalledTimes(2);
  });

  it('has no visible challenge: it asks for another invisible token', async () => {
    vi.stubGlobal('grecaptcha', fakeRecaptcha());
    const check = createRecaptchaBotCheck({ siteKey: 'fake-site-key' });
    expect(check.challengeMode).toBe('none');
    expect(await check.challenge('register')).toBe('rc-register');
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the script fails or never comes, and tries again on the next use', async () => {
    const check = createRecaptchaBotCheck({ siteKey: 'fake-site-key', timeoutMs: 40 });
    const failed = check.execute('login');
    (await addedScript()).onerror?.();
    await expect(failed).rejects.toThrow('did not load');
    const late = check.execute('login');
    await addedScript(2);
    await expect(late).rejects.toThrow('timed out');
  });
});

describe('the Turnstile adapter', () => {
  function fakeTurnstile(onRender: (options: TurnstileRenderOptions) => void) {
    const rendered: { container: unknown; options: TurnstileRenderOptions }[] = [];
    const api: TurnstileGlobal = {
      render: vi.fn((container: HTMLElement, options: TurnstileRenderOptions) => {
        rendered.push({ container, options });
        queueMicrotask(() => onRender(options));
        return `widget-${rendered.length}`;
      }),
      remove: vi.fn(),
    };
    return { api, rendered };
  }

  /** Starts the adapter's script and answers it with `api`, as Turnstile's `onload` would. */
  async function loaded(api: TurnstileGlobal) {
    const script = await addedScript();
    expect(script.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=__cairnTurnstileLoaded',
    );
    vi.stubGlobal('turnstile', api);
    (globalThis as unknown as Record<string, () => void>).__cairnTurnstileLoaded?.();
  }

  it('renders an invisible widget for the action and gives its token', async () => {
    const turnstile = fakeTurnstile((options) => options.callback?.('ts-token'));
    const check = createTurnstileBotCheck({ siteKey: 'fake-turnstile-key' });
    const token = check.execute('contact');
    await loaded(turnstile.api);
    expect(await token).toBe('ts-token');
    const [{ container, options } = { container: null, options: null }] = turnstile.rendered;
    expect(options).toMatchObject({
      sitekey: 'fake-turnstile-key',
      action: 'contact',
      appearance: 'interaction-only',
    });
    expect((container as FakeElement).getAttribute('aria-hidden')).toBe('true');
    // The widget and its hidden container are gone once the token is there.
    expect(turnstile.api.remove).toHaveBeenCalledWith('widget-1');
    expect(body.children).toHaveLength(0);
  });

  it('gives no token when Turnstile wants the shopper (the service then asks for the challenge)', async () => {
    const turnstile = fakeTurnstile((options) => options['before-interactive-callback']?.());
    const check = createTurnstileBotCheck({ siteKey: 'fake-turnstile-key' });
    const token = check.execute('login');
    await loaded(turnstile.api);
    expect(await token).toBe('');
    const failing = fakeTurnstile((options) => options['error-callback']?.('300030'));
    vi.stubGlobal('turnstile', failing.api);
    expect(await check.execute('login')).toBe('');
  });

  it('renders the visible challenge where it is offered, and removes it when abandoned', async () => {
    let solve: (token: string) => void = () => {};
    const turnstile = fakeTurnstile((options) => {
      solve = (token) => options.callback?.(token);
    });
    const check = createTurnstileBotCheck({ siteKey: 'fake-turnstile-key' });
    expect(check.challengeMode).toBe('widget');
    const place = new FakeElement('div') as unknown as HTMLElement;
    const solved = check.challenge('register', { container: place });
    await loaded(turnstile.api);
    await vi.waitFor(() => expect(turnstile.rendered).toHaveLength(1));
    expect(turnstile.rendered[0]?.container).toBe(place);
    expect(turnstile.rendered[0]?.options).toMatchObject({
      action: 'register',
      appearance: 'always',
    });
    solve('ts-solved');
    expect(await solved).toBe('ts-solved');

    const leaving = new AbortController();
    const abandoned = check.challenge('register', { container: place, signal: leaving.signal });
    await vi.waitFor(() => expect(turnstile.rendered).toHaveLength(2));
    leaving.abort();
    await expect(abandoned).rejects.toThrow();
    expect(turnstile.api.remove).toHaveBeenCalledWith('widget-2');
  });
});

describe('the browser sandbox', () => {
  it('gives tokens of the action that the service’s sandbox passes, and needs no script', async () => {
    const check = createSandboxBotCheck();
    for (const action of ['login', 'register', 'checkout', 'contact', 'saveCard'] as const) {
      const token = await check.execute(action);
      expect(sandboxBotCheckPasses(token, action), action).toBe(true);
      expect(sandboxBotCheckPasses(token, action === 'login' ? 'register' : 'login')).toBe(false);
    }
    expect(scripts()).toHaveLength(0);
  });

  it('with the challenge site key, is refused until the shopper confirms', async () => {
    const check = createSandboxBotCheck('sandbox-challenge');
    expect(sandboxBotCheckPasses(await check.execute('contact'), 'contact')).toBe(false);
    const confirmed = await check.challenge('contact');
    expect(sandboxBotCheckPasses(confirmed, 'contact')).toBe(true);
    expect(sandboxBotCheckPasses(await check.execute('login'), 'login')).toBe(true);
  });
});

describe('botCheckFor', () => {
  it('gives the configured provider’s client, the sandbox by default', () => {
    expect(botCheckFor().provider).toBe('sandbox');
    expect(botCheckFor({ provider: 'turnstile', siteKey: 'k' }).provider).toBe('turnstile');
    expect(botCheckFor({ provider: 'recaptcha', siteKey: 'k' }).provider).toBe('recaptcha');
    expect(botCheckFor({ provider: 'sandbox', siteKey: 'sandbox-challenge' }).challengeMode).toBe(
      'confirm',
    );
  });
});

describe('withSolvedChallenges', () => {
  it('hands a solved challenge’s token to the next execute of its action, once', async () => {
    const check = withSolvedChallenges(
      createTestBotCheck('bot', undefined, { challengeToken: 'ok' }),
    );
    expect(await check.challenge('contact')).toBe('ok');
    expect(await check.execute('login')).toBe('bot');
    expect(await check.execute('contact')).toBe('ok');
    expect(await check.execute('contact')).toBe('bot');
  });

  it('lets an unused token go stale', async () => {
    let now = 0;
    const check = withSolvedChallenges(
      createTestBotCheck('bot', undefined, { challengeToken: 'ok' }),
      () => now,
    );
    await check.challenge('checkout');
    now = 120_000;
    expect(await check.execute('checkout')).toBe('bot');
  });
});
