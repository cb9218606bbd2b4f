import { describe, expect, it } from 'vitest';
import {
  PERSON_NAME_MAX_LENGTH,
  personNameSchema,
  saveUserSchema,
  signUpSchema,
  toPersonName,
} from './users.js';

describe('personNameSchema, the one rule for names', () => {
  it('trims and NFC-normalises, and takes any script up to 100 characters', () => {
    expect(personNameSchema.parse('  Rina  ')).toBe('Rina');
    expect(personNameSchema.parse('Ame\u0301lie')).toBe('Am\u00e9lie');
    expect(personNameSchema.parse('রিনা আক্তার')).toBe('রিনা আক্তার');
    expect(personNameSchema.parse('Zoë 📚')).toBe('Zoë 📚');
    expect(personNameSchema.parse('n'.repeat(PERSON_NAME_MAX_LENGTH))).toHaveLength(100);
  });

  it.each([
    [undefined, 'Name is required'],
    [7, 'Name must be text'],
    ['', 'Name is required'],
    [' \t ', 'Name is required'],
    ['n'.repeat(101), 'Name must be at most 100 characters'],
    ['a\u202Eb', 'Name cannot contain control characters or text-direction marks'],
    ['a\u202Ab', 'Name cannot contain control characters or text-direction marks'],
    ['\u2066a\u2069', 'Name cannot contain control characters or text-direction marks'],
    ['a\u200Eb', 'Name cannot contain control characters or text-direction marks'],
    ['a\u200Fb', 'Name cannot contain control characters or text-direction marks'],
    ['a\u061Cb', 'Name cannot contain control characters or text-direction marks'],
    ['a\u0000b', 'Name cannot contain control characters or text-direction marks'],
    ['a\u0085b', 'Name cannot contain control characters or text-direction marks'],
    ['a\u2028b', 'Name cannot contain control characters or text-direction marks'],
    ['a\uD800b', 'Name cannot contain control characters or text-direction marks'],
    ['\u200B\u0301', 'Name must contain a visible character'],
  ])('refuses %j with one message: %s', (name, message) => {
    const result = personNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('is the rule of the sign-up form and of the profile save', () => {
    const person = { email: 'a@example.com', password: 'long enough', role: 'buyer' };
    expect(signUpSchema.parse({ ...person, name: ' Amélie ' }).name).toBe('Amélie');
    expect(signUpSchema.safeParse({ ...person, name: 'a\u202Eb' }).success).toBe(false);
    expect(saveUserSchema.safeParse({ ...person, name: 'n'.repeat(101) }).success).toBe(false);
  });
});

describe('toPersonName, for names from an identity provider', () => {
  it('cleans and cuts a name to fit the rule rather than refusing it', () => {
    expect(toPersonName('  Gina\u202E  Google ')).toBe('Gina Google');
    expect(toPersonName('Line\nbreak\u0007')).toBe('Line break');
    expect(toPersonName('n'.repeat(1_000_000))).toBe('n'.repeat(100));
    // Not cut in the middle of a character outside the BMP.
    const cut = toPersonName(`${'n'.repeat(99)}📚📚`)!;
    expect(cut).toBe('n'.repeat(99));
    expect(personNameSchema.safeParse(cut).success).toBe(true);
  });

  it('gives undefined when nothing usable is left', () => {
    expect(toPersonName(undefined)).toBeUndefined();
    expect(toPersonName(42)).toBeUndefined();
    expect(toPersonName(' \u202E\u200F ')).toBeUndefined();
  });
});
