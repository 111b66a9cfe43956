import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProduct } from '../testing/render-product.js';
import { QuoteForm } from './quote-form.js';

afterEach(() => cleanup());

const renderForm = async (onSubmit = vi.fn(async (_request: unknown, _customer: unknown) => undefined)) => {
  await renderProduct(
    <QuoteForm lang="en" colorType="from_stack" initialQuantity={1} initialRal="" submitting={false} country="DE" onSubmit={onSubmit} onCancel={() => undefined} />,
    'en',
  );
  return onSubmit;
};
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('QuoteForm: private or business', () => {
  it('asks a business for its company name and a VAT number with right check digits before anything is sent', async () => {
    const onSubmit = await renderForm();
    fireEvent.click(screen.getByLabelText('Business'));
    fill(/^Name/, 'Jonas Weber');
    fill(/^Email/, 'jonas@example.de');
    fill(/^VAT number/, '136695977');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This VAT number is not valid (its check digits do not match): please check it.')).toBeTruthy();
    expect(screen.getByText('Please enter the company name.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fill(/^Company name/, 'Hafen GmbH');
    fill(/^VAT number/, '136 695 976');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ kind: 'business', companyName: 'Hafen GmbH', vatNumber: { country: 'DE', number: '136695976' } });
  });

  it('sends a private customer as such, the company name optional', async () => {
    const onSubmit = await renderForm();
    fill(/^Name/, 'Anna');
    fill(/^Email/, 'anna@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ kind: 'consumer', companyName: null, vatNumber: null });
  });
});
