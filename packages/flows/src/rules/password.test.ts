import { describe, expect, it } from 'vitest';
import { missingPasswordRules, passwordsMatch } from './password';

describe('missingPasswordRules', () => {
  it('accepts a password that meets every rule', () => {
    expect(missingPasswordRules('Admission#2025')).toEqual([]);
  });

  it('lists every missing item in the spec order', () => {
    expect(missingPasswordRules('')).toEqual(['minLength', 'uppercase', 'lowercase', 'digit', 'special']);
    expect(missingPasswordRules('abcdefgh')).toEqual(['uppercase', 'digit', 'special']);
    expect(missingPasswordRules('ABCDEFG1!')).toEqual(['lowercase']);
  });

  it('counts only the spec special characters', () => {
    expect(missingPasswordRules('Abcdefg1_')).toEqual(['special']);
    for (const c of '!@#$%^&*(),.?":{}|<>') {
      expect(missingPasswordRules(`Abcdefg1${c}`)).toEqual([]);
    }
  });

  it('requires at least 8 characters', () => {
    expect(missingPasswordRules('Ab1!xyz')).toEqual(['minLength']);
    expect(missingPasswordRules('Ab1!xyzw')).toEqual([]);
  });
});

describe('passwordsMatch', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('Abc', 'Abc')).toBe(true);
    expect(passwordsMatch('Abc', 'abc')).toBe(false);
  });
});
