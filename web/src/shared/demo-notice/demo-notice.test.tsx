import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoNotice } from './demo-notice.js';

describe('the demo notice', () => {
  afterEach(cleanup);

  it('says in the visitor language that the shop is a demo', () => {
    render(<DemoNotice lang="fr" mode="demo" />);
    expect(screen.getByRole('note').textContent).toBe('Boutique de démo : les paiements sont simulés et les e-mails sont écrits dans des fichiers.');
  });

  it('sits inside a landmark, so no text of the page is outside every region (axe "region")', () => {
    render(<DemoNotice lang="de" mode="demo" />);
    const landmark = screen.getByRole('note').closest('header, main, footer, nav, aside[aria-label], section[aria-label], [role="region"][aria-label], [role="complementary"]');
    expect(landmark).not.toBeNull();
    expect(screen.getByRole('complementary', { name: 'Demo-Hinweis' }).contains(screen.getByRole('note'))).toBe(true);
  });

  it('shows nothing in a live shop', () => {
    const { container } = render(<DemoNotice lang="en" mode="live" />);
    expect(container.innerHTML).toBe('');
  });
});
