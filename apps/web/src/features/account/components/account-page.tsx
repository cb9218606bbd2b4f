import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Field, inputClass, PasswordInput } from '../../../components/form.js';
import { Modal } from '../../../components/modal.js';
import { StartSellingButton } from '../../../components/start-selling-button.js';
import { errorMessage } from '../../../lib/api-client.js';
import { signOut, type SessionUser } from '../../../lib/auth.js';
import { formatDateTime } from '../../../lib/format.js';
import { browserHasPasskeys, webAuthnProblem } from '../../../lib/passkeys.js';
import { usePublicConfig } from '../../../lib/config.js';
import { toast } from '../../../lib/toast.js';
import { PASSKEY_MAX, PASSKEY_NAME_MAX_LENGTH, passkeyNameSchema } from '@second-shelf/shared';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.js';
import {
  useAccountSessions,
  useChangePassword,
  useDeleteAccount,
  useEndSession,
  useRename,
} from '../api/account.js';
import { timeAgo } from '../../../lib/time-ago.js';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 className="font-serif text-xl font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Profile({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.name);
  const rename = useRename();
  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name, { onSuccess: () => toast.success('Your name is saved') });
  };
  return (
    <Panel title="Profile">
      <form onSubmit={save} noValidate className="flex flex-col gap-3">
        <Field id="account-name" label="Name" error={rename.isError ? errorMessage(rename.error) : undefined}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn-primary self-start" disabled={rename.isPending}>
          Save name
        </button>
      </form>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-stone-700">Email</dt>
        <dd className="text-stone-900">
          <span className="break-all">{user.email}</span>{' '}
          <span className={`whitespace-nowrap ${user.emailVerified ? 'text-green-800' : 'text-amber-800'}`}>
            ({user.emailVerified ? 'email verified' : 'not confirmed yet'})
          </span>
        </dd>
        <dt className="font-semibold text-stone-700">Account</dt>
        <dd className="text-stone-900">{user.sells ? 'Buys and sells' : 'Buys'}</dd>
      </dl>
      {!user.sells && (
        <div className="flex flex-col items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-stone-800">
          <p>Have books you have read? Sell them here, from this account: one step, no new sign-in.</p>
          <StartSellingButton className="btn-secondary" />
        </div>
      )}
    </Panel>
  );
}

function ChangePassword() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [revokeOtherSessions, setRevoke] = useState(true);
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword, revokeOtherSessions },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
          toast.success('Your password is changed');
        },
      },
    );
  };
  return (
    <Panel title="Password">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field id="account-current-password" label="Current password">
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </Field>
        <Field id="account-new-password" label="New password" hint="8 to 128 characters">
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNew(event.target.value)}
            />
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={revokeOtherSessions}
            onChange={(event) => setRevoke(event.target.checked)}
          />
          Sign out my other devices
        </label>
        {change.isError && (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(change.error)}
          </p>
        )}
        <button type="submit" className="btn-primary self-start" disabled={change.isPending}>
          Change password
        </button>
      </form>
    </Panel>
  );
}

function Sessions() {
  const sessions = useAccountSessions();
  const end = useEndSession();
  return (
    <Panel title="Where you are signed in">
      {sessions.isError && <p role="alert">{errorMessage(sessions.error)}</p>}
      <ul className="flex flex-col divide-y divide-stone-200" aria-label="Sessions">
        {sessions.data?.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <p className="min-w-0 text-sm break-words text-stone-700">
              <span className="font-semibold text-stone-900">{session.device}</span>
              {' · '}
              {session.ipAddress ?? 'unknown address'} · active{' '}
              {/* This one is in use; the others' times move when their session is renewed (daily). */}
              {session.current ? (
                'now'
              ) : (
                <time dateTime={session.lastActiveAt} title={formatDateTime(session.lastActiveAt)}>
                  {timeAgo(session.lastActiveAt)}
                </time>
              )}
              {session.current && (
                <span className="ml-2 rounded-full bg-green-100 px-2 text-xs text-green-900">
                  This device
                </span>
              )}
            </p>
            {!session.current && (
              <button
                type="button"
                className="btn-secondary btn-sm"
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(session._id, { onSuccess: () => toast.success('That session is ended') })
                }
              >
                End session
              </button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

// The order matters: Edge's user agent names Chrome and Safari too, Chrome's names Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux|CrOS/, 'Linux'],
];
const named = (userAgent: string, names: [RegExp, string][]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

/** A first name for a new passkey, from the browser and system it is made on ("Chrome on Android"). */
export function deviceName(userAgent: string): string {
  const browser = named(userAgent, BROWSERS) ?? 'Browser';
  const system = named(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}

function AddPasskey({ full }: { full: boolean }) {
  const [name, setName] = useState(() => deviceName(navigator.userAgent));
  const [nameError, setNameError] = useState<string>();
  const add = useAddPasskey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passkeyNameSchema.safeParse(name);
    setNameError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    add.mutate(checked.data, {
      onSuccess: (passkey) => toast.success(`Passkey "${passkey.name}" added`),
    });
  };
  if (!browserHasPasskeys()) {
    return (
      <p className="text-sm text-stone-700">
        This browser cannot make passkeys: add one from another device.
      </p>
    );
  }
  if (full) {
    return (
      <p className="text-sm text-stone-700">
        You have {PASSKEY_MAX} passkeys, as many as an account keeps: remove one to add another.
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field id="passkey-name" label="Passkey name" error={nameError} hint="So that you know it in this list">
        {(control) => (
          <input
            {...control}
            className={inputClass}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {add.isError && (
        <p role="alert" className="text-sm text-red-800">
          {webAuthnProblem(add.error) ?? errorMessage(add.error)}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={add.isPending}>
        {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
      </button>
    </form>
  );
}

/**
 * Passkeys: sign in with a fingerprint, face or screen lock instead of the password, even while
 * failed sign-ins from elsewhere lock the password. Shown where the server offers them.
 */
function Passkeys() {
  const offered = usePublicConfig().data?.passkeys === true;
  const passkeys = usePasskeys(offered);
  const remove = useRemovePasskey();
  if (!offered) return null;
  return (
    <Panel title="Passkeys">
      <p className="text-sm text-stone-700">
        Sign in with your fingerprint, face or screen lock instead of your password. A passkey works even when
        someone else&apos;s wrong guesses have locked your password.
      </p>
      {passkeys.isError && <p role="alert">{errorMessage(passkeys.error)}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-stone-200" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <li key={passkey._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-stone-900">{passkey.name}</p>
                <p className="text-stone-700">
                  Added <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time> ·{' '}
                  {passkey.lastUsedAt ? (
                    <>
                      last used{' '}
                      <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
                    </>
                  ) : (
                    'not used yet'
                  )}
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary btn-sm"
                aria-label={`Remove passkey ${passkey.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(passkey._id, {
                    onSuccess: () => toast.success(`Passkey "${passkey.name}" removed`),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeys.data && <AddPasskey full={passkeys.data.length >= PASSKEY_MAX} />}
    </Panel>
  );
}

function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: async () => {
        // Home first: signed out on this page, its guard would send the browser to /login instead.
        await navigate('/', { replace: true });
        await signOut(queryClient).catch(() => undefined);
        toast.success('Your account is deleted. Goodbye!');
      },
    });
  };
  return (
    <Panel title="Leave Second Shelf">
      <p className="text-sm text-stone-700">
        Your listings leave the catalogue, your open bookings are cancelled and the other side told, and you
        are signed out everywhere. The reviews you wrote stay, without your name. This cannot be undone.
      </p>
      <button type="button" className="btn-danger self-start" onClick={() => setAsking(true)}>
        Delete my account
      </button>
      {asking && (
        <Modal
          title="Delete your account?"
          description="Type your password to confirm."
          onClose={() => setAsking(false)}
          onSubmit={confirm}
          actions={{
            cancelLabel: 'Keep my account',
            confirmLabel: 'Delete my account',
            pendingLabel: 'Working…',
            pending: remove.isPending,
            tone: 'danger',
          }}
        >
          <Field id="delete-password" label="Password">
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                data-autofocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          {remove.isError && (
            <p role="alert" className="text-sm text-red-800">
              {errorMessage(remove.error)}
            </p>
          )}
        </Modal>
      )}
    </Panel>
  );
}

/**
 * /account: one's name and email, password, passkeys, sessions, data, and leaving. `blocked`: the
 * people the person blocked, with Unblock (the messages feature's, composed by the screen).
 */
export function AccountPage({ user, blocked }: { user: SessionUser; blocked?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Account</h1>
      <Profile user={user} />
      <ChangePassword />
      <Passkeys />
      <Sessions />
      {blocked && <Panel title="Blocked people">{blocked}</Panel>}
      <Panel title="Your data">
        <p className="text-sm text-stone-700">
          Everything Second Shelf keeps about you (profile, listings, orders, messages, reviews), as a JSON
          file.
        </p>
        <a href="/api/account/data" download="second-shelf-data.json" className="btn-secondary self-start">
          Download my data
        </a>
      </Panel>
      <DeleteAccount />
    </section>
  );
}
