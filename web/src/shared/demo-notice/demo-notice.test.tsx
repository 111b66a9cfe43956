import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoNotice } from './demo-notice.js';

describe('the demo notice', () => {
  it('says in the visitor language that the shop is a demo', () => {
    render(<DemoNotice lang="fr" mode="demo" />);
    expect(screen.getByRole('note').textContent).toBe('Boutique de démo : les paiements sont simulés et les e-mails sont écrits dans des fichiers.');
  });

  it('shows nothing in a live shop', () => {
    const { container } = render(<DemoNotice lang="en" mode="live" />);
    expect(container.innerHTML).toBe('');
  });
});
