import { OPERATOR_USER } from '../../src/operations/operator-auth';

/** A password for test apps' operator pages (the env value a test passes as OPERATOR_PASSWORD). */
export const TEST_OPERATOR_PASSWORD = 'test-operator-password-0123';

export function basicAuth(password: string, user = OPERATOR_USER): { authorization: string } {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}
