import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../remote/http.js';
import { QueryDetail } from './query-detail.js';

const TEXTS = { loading: 'Loading the thing…', notFound: 'No such thing.', error: 'The thing could not be loaded.' };

const Thing = ({ answer }: { readonly answer: () => Promise<string> }) => {
  const query = useQuery({ queryKey: ['thing'], queryFn: answer, retry: false });
  return (
    <QueryDetail query={query} texts={TEXTS}>
      {(name) => <p>The thing is {name}</p>}
    </QueryDetail>
  );
};

const renderThing = (answer: () => Promise<string>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Thing answer={answer} />
    </QueryClientProvider>,
  );

describe('QueryDetail', () => {
  afterEach(cleanup);

  it('says it is loading until the answer comes, then shows the record', async () => {
    let resolve: (name: string) => void = () => undefined;
    renderThing(() => new Promise<string>((done) => (resolve = done)));
    expect(screen.getByRole('status').textContent).toBe(TEXTS.loading);
    resolve('blue');
    expect(await screen.findByText('The thing is blue')).toBeTruthy();
  });

  it('tells a record the server does not know (404) from a failure', async () => {
    renderThing(() => Promise.reject(new ApiError(404, 'Not found')));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.notFound);
    cleanup();
    renderThing(() => Promise.reject(new ApiError(500, 'Internal server error')));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.error);
  });
});
