/** Placeholder until this page is built (issue 7). */
export const CheckoutPage = () => <section className="mx-auto max-w-5xl px-4 py-16" />;
