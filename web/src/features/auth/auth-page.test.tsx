import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, setSignedInHint } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { AuthPage } from './auth-page.js';

const renderAuth = (path = '/en/auth') =>
  renderInApp(
    <Routes>
      <Route path="auth" element={<AuthPage />} />
      <Route index element={<p>Home page</p>} />
    </Routes>,
    path,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

afterEach(() => {
  cleanup();
  setSignedInHint(false);
  vi.unstubAllGlobals();
});

describe('AuthPage', () => {
  it("toggles between 'Welcome Back' and 'Create Account' and asks for both fields with the spec's message, without a request", async () => {
    const calls = fakeApi(() => undefined);
    await renderAuth();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getAllByText('You must provide either an email or phone number and a password')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's 'check your email' answer after sign-up", async () => {
    const calls = fakeApi((call) => (call.path === '/api/auth/sign-up' ? jsonResponse({ message: 'Please check your email to verify your account' }, 202) : undefined));
    await renderAuth();
    fireEvent.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    type('Email', 'new@example.be');
    type('Password', 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please check your email to verify your account')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'new@example.be', password: 'a long enough password', lang: 'en' });
  });

  it("switches back to sign-in with 'Account already exists' when the address is registered", async () => {
    fakeApi((call) => (call.path === '/api/auth/sign-up' ? jsonResponse({ statusCode: 409, message: 'exists' }, 409) : undefined));
    await renderAuth();
    fireEvent.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    type('Email', 'known@example.be');
    type('Password', 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Account already exists')).toBeTruthy();
    expect(screen.getByText('This email is already registered. Please sign in instead.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it("shows the server's message for a refused sign-in and the unexpected-error text when the server fails", async () => {
    let status = 401;
    fakeApi((call) => (call.path === '/api/auth/sign-in' ? jsonResponse({ statusCode: status, message: 'Invalid email or password.' }, status) : undefined));
    await renderAuth();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'someone@example.be');
    type('Password', 'wrong password');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again.'));
  });

  it("signs in with the logged-in toast and sends a signed-in user to /{lang}", async () => {
    fakeApi((call) => {
      if (call.path !== '/api/auth/sign-in') return undefined;
      setSignedInHint(true);
      return jsonResponse({ message: 'You have been logged in successfully.', user: { id: 'u1', email: 'admin@example.be', roles: ['admin'] } });
    });
    await renderAuth();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'admin@example.be');
    type('Password', 'the right password');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('You have been logged in successfully.')).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('asks /api/auth/me only when the hint cookie is present, and clears a stale hint on 401', async () => {
    const calls = fakeApi((call) => (call.path === '/api/auth/me' ? jsonResponse({ statusCode: 401, message: 'You are not signed in.' }, 401) : undefined));
    await renderAuth();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    cleanup();
    setSignedInHint(true);
    await renderAuth();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/me']);
    expect(document.cookie).not.toContain('signed-in=1');
  });

  it('opens the password reset form and shows the answer', async () => {
    const calls = fakeApi((call) =>
      call.path === '/api/auth/password-reset' ? jsonResponse({ message: 'If an account exists for this email address, you will receive a link to reset your password.' }, 202) : undefined,
    );
    await renderAuth();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeTruthy();
    type('Email', 'someone@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for this email address, you will receive a link to reset your password.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'someone@example.be', lang: 'en' });
  });
});
