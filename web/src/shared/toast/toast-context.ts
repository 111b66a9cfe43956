import { createContext } from 'react';

/** A button inside a toast, e.g. 'Go to cart'. */
export interface ToastAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly action?: ToastAction;
  /** 'error' is announced with role="alert" and styled red. */
  readonly variant?: 'default' | 'error';
  /** Milliseconds before the toast closes; 5000 by default (callers pass 8000 for errors). */
  readonly duration?: number;
}

export interface Toast extends ToastInput {
  readonly id: number;
}

export interface ToastApi {
  readonly toast: (input: ToastInput) => number;
  readonly dismiss: (id: number) => void;
}

export const DEFAULT_TOAST_DURATION = 5000;
export const ERROR_TOAST_DURATION = 8000;

export const ToastContext = createContext<ToastApi | null>(null);
