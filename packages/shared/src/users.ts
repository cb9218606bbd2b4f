import { z } from 'zod';
import { emailSchema } from './common.js';

/** What a person may choose at sign-up. Admins are made by an operator, never through the API. */
export const ACCOUNT_TYPES = ['buyer', 'seller'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES, { message: 'Role must be buyer or seller' });
export type AccountType = z.infer<typeof accountTypeSchema>;

/** POST /users: `admin` parses (so the server can answer 403), anything else is a 400. */
export const saveUserSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: emailSchema,
  role: z.enum([...ACCOUNT_TYPES, 'admin'], { message: 'Role must be buyer or seller' }),
});
export type SaveUserInput = z.input<typeof saveUserSchema>;

export const userListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: accountTypeSchema,
  isAdmin: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListQuerySchema = z.object({ role: accountTypeSchema.optional() });

export const isAdminSchema = z.object({ isAdmin: z.boolean() });
export const isBuyerSchema = z.object({ isBuyer: z.boolean() });
export const isSellerSchema = z.object({ isSeller: z.boolean() });

export const accessTokenSchema = z.object({ accessToken: z.string() });

/** The sign-up form: Better Auth's email sign-up plus our account type. */
export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  role: accountTypeSchema,
  email: emailSchema,
  password: z.string().min(8, 'Password must be at least 8 characters').max(128),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(128),
});
export type SignInInput = z.input<typeof signInSchema>;

export const publicConfigSchema = z.object({ googleSignIn: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
