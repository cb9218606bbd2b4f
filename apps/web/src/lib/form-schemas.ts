/** The shared schemas the forms of schemas-on-demand.ts check with, loaded by it on first use. */
export { emailSchema, signInSchema, signUpSchema } from '@second-shelf/shared';
