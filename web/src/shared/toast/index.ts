export { ToastProvider } from './toast-provider.js';
export { useToast } from './use-toast.js';
export { DEFAULT_TOAST_DURATION, ERROR_TOAST_DURATION, type ToastAction, type ToastInput } from './toast-context.js';
