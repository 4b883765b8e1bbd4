import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DEMO_PASSWORD, demoAssociates } from '#demo/profiles/index.ts';
import { associateOf, associateTokenOf, authHandlers } from '#mocks/handlers/auth.ts';
import { MockApiError } from '#mocks/handlers/http.ts';
import { useSession } from '#shopper/session/index.ts';
import { recordRequests, withGuest } from '../test/stories.tsx';
import { AssociateLogin, AssociateLoginPage } from './AssociateLogin.tsx';

const [associate] = demoAssociates;
/** The demo associate as the roster names them (what the session says once signed in). */
const associateInfo = associate && associateOf(associate.storeEmployeeId);

/**
 * The login and the refresh grant answered without the mock session cookie (stories share
 * one browser: a login that wrote it would sign later stories in as the associate).
 */
function associateHandlers() {
  return [
    authHandlers.agentLogin.with(({ body }) => {
      const found = associateOf(body.storeEmployeeId);
      if (!found || found.storeId !== body.storeId || body.password !== DEMO_PASSWORD) {
        throw new MockApiError('AUT401', 'Wrong store, employee or password');
      }
      const { usid, refreshToken, accessTokenExpiresAt, refreshTokenExpiresAt } =
        associateTokenOf(found);
      return {
        ...found,
        usid,
        consumerType: 'ASSOCIATE' as const,
        refreshToken,
        accessTokenExpiresAt,
        refreshTokenExpiresAt,
      };
    }),
    authHandlers.getToken.with(({ body }) => {
      const found = associate && associateOf(associate.storeEmployeeId);
      if (body.grantType !== 'refresh_token' || !found) {
        throw new MockApiError('AUT404', 'Only the refresh grant here');
      }
      return associateTokenOf(found);
    }),
  ];
}

/** What the session cache holds after the login (the store's associate bar reads it). */
function SessionProbe() {
  const { session } = useSession();
  return (
    <output aria-label="Session">
      {session?.consumerType === 'ASSOCIATE'
        ? `${session.associate?.storeEmployeeName} at ${session.associate?.storeName}`
        : (session?.consumerType ?? 'none')}
    </output>
  );
}

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

const fields = (canvas: Canvas) => ({
  store: canvas.getByRole('textbox', { name: /^Store number/ }),
  employee: canvas.getByRole('textbox', { name: /^Employee ID/ }),
  password: canvas.getByLabelText(/^Password/, { selector: 'input' }),
});

async function fillAndSubmit(canvas: Canvas, store: string, employee: string, password: string) {
  const { store: storeField, employee: employeeField, password: passwordField } = fields(canvas);
  await userEvent.type(storeField, store);
  await userEvent.type(employeeField, employee);
  await userEvent.type(passwordField, password);
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Flows/Associate login',
  component: AssociateLogin,
  args: { onSubmitted: fn(), onDone: fn() },
  decorators: [withGuest],
  beforeEach({ msw }) {
    msw.use(...associateHandlers());
  },
  render: (args) => (
    <>
      <AssociateLoginPage {...args} />
      <SessionProbe />
    </>
  ),
} satisfies Meta<typeof AssociateLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page at rest: heading, what it is for, three empty fields, nothing in error. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Associate login' })).toBeVisible();
    await expect(canvas.getByText(/For store staff/)).toBeVisible();
    const { store, employee, password } = fields(canvas);
    for (const field of [store, employee, password]) {
      await expect(field).toHaveValue('');
      await expect(field).toBeValid();
      await expect(field).toBeRequired();
    }
    await expect(canvas.getByRole('button', { name: 'Sign in as associate' })).toBeEnabled();
  },
};

/** By keyboard: every field required; ids are letters, digits and dashes. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    const { store, employee, password } = fields(canvas);
    await userEvent.tab();
    await expect(store).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(store).toHaveAccessibleDescription('This field is required'));
    await expect(employee).toHaveAccessibleDescription('This field is required');
    await expect(password).toHaveAccessibleDescription('This field is required');
    await userEvent.type(store, '10 01');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(store).toHaveAccessibleDescription('Use letters, digits and dashes only'),
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

let requests: ReturnType<typeof recordRequests>;

/**
 * The demo associate (store 1001, employee 410001): the login, then the refresh grant reads
 * the associate session back; the submit event and `onDone` follow.
 */
export const Success: Story = {
  beforeEach({ msw }) {
    requests = recordRequests(msw);
    return requests.stop;
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(
      canvas,
      associate?.storeId ?? '',
      associate?.storeEmployeeId ?? '',
      DEMO_PASSWORD,
    );
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(args.onSubmitted).toHaveBeenCalledWith({ flow: 'associateLogin' });
    // The associate session the refresh grant read back: this employee, at this store.
    await expect(associateInfo?.storeId).toBe(associate?.storeId);
    await expect(canvas.getByRole('status', { name: 'Session' }).textContent).toBe(
      `${associateInfo?.storeEmployeeName} at ${associateInfo?.storeName}`,
    );
    const [login] = requests.to('/consumers-v3/consumer/agent/login');
    await expect(login?.body).toEqual({
      storeId: associate?.storeId,
      storeEmployeeId: associate?.storeEmployeeId,
      password: DEMO_PASSWORD,
    });
    const [refresh, ...more] = requests.to('/token/v2/auth/token');
    await expect(more).toHaveLength(0);
    await expect(refresh?.body).toMatchObject({ grantType: 'refresh_token' });
  },
};

let pending: ReturnType<typeof recordRequests>;

/**
 * The login is on its way (never answered here): the button says it is busy and keeps its
 * name, another press or Enter sends nothing more, nothing is announced as done.
 */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.agentLogin.loading());
    pending = recordRequests(msw);
    return pending.stop;
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, '1001', '410001', DEMO_PASSWORD);
    const submit = canvas.getByRole('button', { name: 'Sign in as associate' });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(pending.to('/consumers-v3/consumer/agent/login')).toHaveLength(1));
    await userEvent.click(submit);
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(fields(canvas).password);
    await userEvent.keyboard('{Enter}');
    // A submit that goes around the pending button (the form's own) waits for the first too.
    submit.closest('form')?.requestSubmit();
    // A moment for a second request to have started, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(pending.to('/consumers-v3/consumer/agent/login')).toHaveLength(1);
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status', { name: 'Session' })).toHaveTextContent('GUEST');
  },
};

/** A wrong password (or store, or employee): one message; what was typed stays. */
export const WrongCredentials: Story = {
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, '1001', '410001', 'Not-the-password1');
    await expect(
      await canvas.findByText('The store number, employee ID or password is incorrect.'),
    ).toBeVisible();
    const { store, employee } = fields(canvas);
    await expect(store).toHaveValue('1001');
    await expect(employee).toHaveValue('410001');
    await expect(canvas.getByRole('status', { name: 'Session' })).toHaveTextContent('GUEST');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** AUT423: locked after repeated wrong passwords; no reset link (staff ask their manager). */
export const Locked: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.agentLogin.error('AUT423'));
  },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, '1001', '410001', 'Not-the-password1');
    await expect(await canvas.findByText(/^Too many attempts/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The service down: the general message; the form stays filled to try again. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.agentLogin.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, '1001', '410001', DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await expect(fields(canvas).store).toHaveValue('1001');
    await expect(canvas.getByRole('button', { name: 'Sign in as associate' })).toBeEnabled();
  },
};

/** In French, on a phone. */
export const FrenchSmall: Story = {
  globals: { locale: 'fr-ca', viewport: { value: 'sm', isRotated: false } },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Connexion associé' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Numéro de magasin/ })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Se connecter en tant qu’associé' }),
    ).toBeVisible();
  },
};
