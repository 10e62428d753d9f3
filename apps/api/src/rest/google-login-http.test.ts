import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  clearLoginStateCookie,
  LOGIN_STATE_COOKIE,
  readLoginState,
  setLoginStateCookie,
} from './google-login-http';

const state = 'Abc_def-0123456789abcdef';

/** A bare server with the cookie plugin: what each helper sets, and what it reads from a Cookie header. */
async function cookieServer() {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/set', async (request, reply) => {
    setLoginStateCookie(reply, state, (request.query as { secure?: string }).secure === '1');
    return {};
  });
  app.get('/clear', async (_request, reply) => {
    clearLoginStateCookie(reply, false);
    return {};
  });
  app.get('/read', async (request) => ({ state: readLoginState(request) }));
  const setCookie = async (url: string) => String((await app.inject({ url })).headers['set-cookie']);
  const read = async (cookie: string | undefined) =>
    (await app.inject({ url: '/read', headers: cookie === undefined ? {} : { cookie } })).json().state;
  return { setCookie, read };
}

describe('login state cookie', () => {
  it('is HttpOnly and SameSite=Lax, Secure only over https', async () => {
    const { setCookie } = await cookieServer();
    expect(await setCookie('/set')).toBe(
      `${LOGIN_STATE_COOKIE}=${state}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(await setCookie('/set?secure=1')).toContain('; Secure');
    expect(await setCookie('/clear')).toContain('Max-Age=0');
  });

  it('reads its value among other cookies and ignores malformed values', async () => {
    const { read } = await cookieServer();
    expect(await read(`a=1; ${LOGIN_STATE_COOKIE}=${state}; b=2`)).toBe(state);
    expect(await read(`${LOGIN_STATE_COOKIE}=short`)).toBeNull();
    expect(await read(`${LOGIN_STATE_COOKIE}=${state};x`.replace(state, `${state}"<>`))).toBeNull();
    expect(await read(undefined)).toBeNull();
    expect(await read('other=value')).toBeNull();
  });
});
