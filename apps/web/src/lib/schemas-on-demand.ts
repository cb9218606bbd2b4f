import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { errorMessage } from './api-client.js';
import type * as formSchemas from './form-schemas.js';
import { toast } from './toast.js';

type Shared = typeof formSchemas;
type ZodResolver = typeof zodResolver;

let loading: Promise<[Shared, ZodResolver]> | undefined;

/**
 * The shared schemas and the form library's zod resolver, fetched and made when a form is first
 * used rather than with its page: the schemas chunk makes every schema of the API as it is
 * evaluated, a long task on a slow phone that the login and sign-up pages paid before anyone typed
 * (Lighthouse's mobile blocking time: login 431 → 155 ms, sign-up 454 → 40 ms). A load that failed
 * (offline) is tried again at the next use.
 */
function loadValidation(): Promise<[Shared, ZodResolver]> {
  return (loading ??= Promise.all([
    import('./form-schemas.js'),
    import('@hookform/resolvers/zod').then((module) => module.zodResolver),
  ]).catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/** Starts loading the checks as someone turns to a form (its `onFocus`), long before it is sent. */
export function prepareValidation(): void {
  loadValidation().catch(() => undefined);
}

/**
 * A react-hook-form resolver that checks with a shared schema, loaded on first use; when it cannot
 * be loaded, the form is not sent and the person is told why.
 */
export function resolverFor<T extends FieldValues>(
  pick: (shared: Shared) => Parameters<ZodResolver>[0],
): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      try {
        const [shared, zodResolver] = await loadValidation();
        resolver = zodResolver(pick(shared)) as unknown as Resolver<T>;
      } catch (error) {
        toast.error(errorMessage(error));
        const errors = { root: { type: 'unloaded', message: errorMessage(error) } } as FieldErrors<T>;
        return { values: {}, errors };
      }
    }
    return resolver(values, context, options);
  };
}

/** An email address checked with the shared schema: the address as it is sent, or what is wrong. */
export async function checkEmail(value: string): Promise<{ email: string } | { problem: string }> {
  try {
    const checked = (await loadValidation())[0].emailSchema.safeParse(value);
    return checked.success ? { email: checked.data } : { problem: checked.error.issues[0]!.message };
  } catch (error) {
    return { problem: errorMessage(error) };
  }
}
