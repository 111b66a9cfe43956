/**
 * Generated from the OpenAPI document of the server (GET /api/openapi.json) by
 * openapi-typescript: do not edit. Regenerate with `npm run generate:api`;
 * a test fails while this file differs from what the server documents.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the shop and its database answer (for load balancers and monitors) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product listing, filtered and sorted as in the URL */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product page by slug, with the language fallback (current, nl, first) */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{slug}/slugs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's slug in each language (language switch) */
        get: operations["getProductSlugs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's sections in order, with their texts in the language */
        get: operations["getHomeContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/landing-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footer's published landing pages (footer_subsection), grouped by menu section */
        get: operations["listLandingPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/landing-pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published landing page by slug (in the language, else the default slug, else any language) with its normalised sections */
        get: operations["getLandingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog list: posts translated into the language, newest shown date first */
        get: operations["listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blog post by slug, with the Dutch fallback (language nl: redirect to /nl/blog/{slug}) */
        get: operations["getBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}/slugs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The post's slug in each language (language switch) */
        get: operations["getBlogPostSlugs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The FAQ entries translated into the language, numbered, optionally filtered by q on question or answer */
        get: operations["listFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The not-found page's suggestions: up to 3 products and 3 landing pages whose title contains q (at least 3 characters) */
        get: operations["getSearchSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transport/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transport price: truck, truck with crane (+13%) or self pickup (0) */
        get: operations["getTransportPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new empty cart; its unguessable id is the visitor's key to it */
        post: operations["createCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart priced on the server; lines that can no longer be ordered carry a problem
         * @description VAT for the customer the query describes (a consumer by default): a business VAT number is checked with VIES; when VIES cannot be asked, vatDetail.vatNumberCheck is "unavailable" and VAT is charged. See docs/vat.md. VIES is asked only for a cart that exists, and only for a few new numbers a minute per client address (docs/security.md).
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a line; the server computes the unit price, the transport price and the totals */
        post: operations["addCartItem"];
        /** Removes every line */
        delete: operations["clearCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one line */
        delete: operations["removeCartItem"];
        options?: never;
        head?: never;
        /** Changes a line's quantity (1..100) and recomputes its transport price */
        patch: operations["updateCartItem"];
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; the same answer for new and known addresses (a verification or a notice email follows) */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The emailed verification link; redirects to the sign-in page */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in; sets a new httpOnly session cookie */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out; revokes the session */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with roles */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password-reset link (same answer whether or not the address is known) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed token; ends every session */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The redirect rules, in the order they apply */
        get: operations["listRedirects"];
        put?: never;
        /** Add one active rule (Add tab); refused when it would loop or chain */
        post: operations["addRedirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/redirects/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk import (Bulk Import tab): all lines checked first; any error writes nothing (400 with the lines) */
        post: operations["importRedirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a rule */
        delete: operations["deleteRedirect"];
        options?: never;
        head?: never;
        /** Switch a rule on or off */
        patch: operations["setRedirectActive"];
        trace?: never;
    };
    "/api/admin/redirects/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which rule a URL of this site follows (Test tab) */
        get: operations["testRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/redirects/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The `_redirects` file (Netlify format) with the fixed modifications rules */
        get: operations["exportRedirects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every blog post with all its translations, newest first */
        get: operations["listAdminBlogPosts"];
        put?: never;
        /** Create a post ('Blog post created successfully'); content is sanitised */
        post: operations["createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post with all its translations (the edit form) */
        get: operations["getAdminBlogPost"];
        /** Replace a post ('Blog post updated successfully'); languages left out are removed; a changed slug adds a 301 from the old address */
        put: operations["updateBlogPost"];
        post?: never;
        /** Delete a post with its translations */
        delete: operations["deleteBlogPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/landing-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 'Landing Pages' list, newest first, with search ('Search pages...') and the visibility filter */
        get: operations["listAdminLandingPages"];
        put?: never;
        /** Create a page ('Landing page created successfully'); Default Slug required; contentHtml sanitised */
        post: operations["createLandingPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/landing-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page with its translations and sections (the edit form) */
        get: operations["getAdminLandingPage"];
        /** Replace a page's fields and translations ('Landing page updated successfully'); its sections stay */
        put: operations["updateLandingPage"];
        post?: never;
        /** Delete a page with its translations and sections ('Page deleted') */
        delete: operations["deleteLandingPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/landing-pages/{id}/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The list's Published/Draft toggle */
        patch: operations["setLandingPagePublished"];
        trace?: never;
    };
    "/api/admin/landing-pages/{id}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the page's sections by the ordered list, in one transaction */
        put: operations["replaceLandingPageSections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every FAQ entry with all its translations, in order */
        get: operations["listAdminFaqs"];
        put?: never;
        /** Add an entry at the end */
        post: operations["createFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faq/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder: every entry id exactly once, in the new order */
        put: operations["reorderFaqs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faq/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an entry's translations (languages left out are removed) */
        put: operations["updateFaq"];
        post?: never;
        /** Delete an entry */
        delete: operations["deleteFaq"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/home-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's sections with all their translations, by order index */
        get: operations["listHomeSections"];
        put?: never;
        /** Add a section at the end; type and highlight boxes checked against the domain, contentHtml sanitised */
        post: operations["createHomeSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/home-sections/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder: every home section id exactly once, in the new order */
        put: operations["reorderHomeSections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/home-sections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a section's fields and translations (its id and place stay) */
        put: operations["updateHomeSection"];
        post?: never;
        /** Delete a section */
        delete: operations["deleteHomeSection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product (General, Specifications and Translations tabs); prices in euros */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the editor shows: all translations, images, condition images and condition info */
        get: operations["getAdminProduct"];
        /**
         * Save general fields and translations in one transaction
         * @description The translations sent replace the stored ones. A changed slug adds a 301 from /{lang}/container/{old} to the new path and retargets older rules.
         */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a product with its translations, images and condition data */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The image list in its new order (move up/down, removal); sort_order renumbered from 0 */
        put: operations["setProductImages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/condition-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an image for a condition (appended to that condition’s images) */
        post: operations["addConditionImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/condition-images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a condition image by id */
        delete: operations["deleteConditionImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/main-condition-images/{condition}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the main image of a condition (one per product and condition) */
        put: operations["setMainConditionImage"];
        post?: never;
        /** Remove the main image of a condition */
        delete: operations["deleteMainConditionImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/condition-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the info of a condition, with translations (once per condition) */
        post: operations["createConditionInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/condition-info/{infoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit condition info: image and translations (upserted per language sent) */
        put: operations["updateConditionInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a product image: jpeg, png or webp by content, ≤ 5000 KB; compressed toward 500 KB (max width 1920, PNG → JPEG); served at /media/… cached a year */
        post: operations["uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders, newest first, optionally of one status */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders as UTF-8 CSV: a header, then one line per order item, amounts in euros with two decimals */
        get: operations["exportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: items, addresses, structured communication and its status history (who and when) */
        get: operations["getAdminOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an order on: mark a bank transfer paid, processing, shipped, completed or cancelled (recorded with the admin and the time) */
        post: operations["changeOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offers, newest first, with their status as seen today and the dates of each status */
        get: operations["listOffers"];
        put?: never;
        /** A draft offer with its number, from a quote request or for a customer who phoned; priced, VAT decided as for orders */
        post: operations["createOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One offer with every revision, the dated events, the acceptance and the order */
        get: operations["getAdminOffer"];
        /** The offer as it should now read: a draft changes in place, a sent offer gets its next revision (a draft until sent) */
        put: operations["reviseOffer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Emails the draft revision to the customer in their language, the PDF attached and a secret link to /{lang}/offer/{token} */
        post: operations["sendOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}/revisions/{revision}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of any revision, drafts included */
        get: operations["downloadOfferPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices and credit notes issued in a period (issue days, both included) */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document as PDF ({number}.pdf) or UBL, Peppol BIS Billing 3.0 ({number}.xml) */
        get: operations["downloadInvoiceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{number}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the document's email again (PDF, and UBL for a buyer with a Peppol address) through the outbox; clicks within a minute send one */
        post: operations["resendInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quote requests, newest first */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quote request */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inbox/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages, newest first */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inbox/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact message with its attachments, each with a download link valid 15 minutes */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/attachments/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a contact message's attachment through the signed link from the message detail */
        get: operations["downloadAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The email outbox, newest first: sent, pending, sending and failed (dead) emails */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed (dead) email again: back to pending, due now */
        post: operations["retryOutboxEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transport-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The transport tables, in euros, BE then NL then DE, by prefix */
        get: operations["listTransportRates"];
        /** Replace the whole table from CSV: every bad line reported (400, nothing written), else one transaction */
        put: operations["replaceTransportRates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units by container number, filtered by product, condition, status and depot, searched by number; paged */
        get: operations["listUnits"];
        put?: never;
        /** Add a unit: its ISO 6346 number (check digit verified), product, condition, depot and status */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/units/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configured depots, the low-stock threshold, the conditions and statuses of units */
        get: operations["getUnitSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/units/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every unit as UTF-8 CSV: container_number,product_slug,condition,depot,status (what `units import` reads) */
        get: operations["exportUnitsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One unit, with the order holding it */
        get: operations["getUnit"];
        put?: never;
        post?: never;
        /** Delete a unit no order holds (typed wrongly, never came), with its photos */
        delete: operations["deleteUnit"];
        options?: never;
        head?: never;
        /** Edit a unit: depot, notes, CSC date; product and condition while no order holds it; status as a move by hand allows */
        patch: operations["updateUnit"];
        trace?: never;
    };
    "/api/admin/units/{id}/swap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the order holding this reserved unit another available unit of the same product and condition instead */
        post: operations["swapUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/units/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo: jpeg, png or webp by content, ≤ 5000 KB, compressed toward 500 KB, stored in the file storage (at most 20) */
        post: operations["addUnitPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/units/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo from the unit and the file storage */
        delete: operations["removeUnitPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rental contracts, newest first: active, ending (notice given) or ended; customer, units, next invoice date, overdue amount */
        get: operations["listRentals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rental invoices past their due date with something left to pay, oldest first */
        get: operations["listOverdueRentals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract with its periods, invoices, credit notes and payments */
        get: operations["getRentalContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The day the containers arrive (billing counts from it): at most a year ahead; can be set again until a later period was invoiced */
        post: operations["setRentalDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}/picked-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the pick-up: the rent is settled per day (30 days at least) with a final invoice or credit notes, the contract ends, its units are available again */
        post: operations["confirmRentalPickup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends a rent early: a delivered one gets its pick-up day (default today) without the notice period; one never delivered ends at once */
        post: operations["endRentalEarly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}/invoices/{number}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a rental invoice's payment (bank transfer) on a day, today by default: no more reminders */
        post: operations["markRentalInvoicePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed what and when, newest first: filter by entity (and id for one record's history), actor and period */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the shop holds about an email address: counts, open orders, and the invoices kept for their legal period */
        post: operations["lookUpPersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Everything held about an email address as a zip: personal-data.json, the invoice PDFs and the message attachments */
        post: operations["exportPersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes or anonymises what the law does not require to keep about an email address; invoices stay, downloadable, for their legal period */
        post: operations["erasePersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a quote; the server prices the transport and emails the company and the customer */
        post: operations["requestQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload up to 5 attachments (images, pdf, doc(x), xls(x), txt; 10 MB each), checked by content */
        post: operations["uploadFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an upload that is not attached to a message yet */
        delete: operations["deleteUpload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message from a contact form, with earlier uploads attached */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places an order from a cart, priced again on the server
         * @description bank_transfer: the order, its items and the confirmation emails are written in one transaction and the cart is emptied. stripe: a payment session is created and its paymentUrl returned; the cart is emptied then and the emails follow the payment.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/by-session/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An online-payment order's confirmation by its payment session id (cs_…), as the payment page returns to it */
        get: operations["getOrderBySession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's confirmation for the holder of its access token */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/invoices/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's invoice or credit note as PDF ({number}.pdf) or UBL ({number}.xml), for the holder of the order's token or payment session */
        get: operations["downloadOrderInvoiceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest revision sent, for the holder of the link; the first opening marks it viewed */
        get: operations["getCustomerOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts the latest revision: records who, when, from where and a hash of the content, and makes the order at the offer's prices
         * @description bank_transfer: the order and its emails at once, with the structured communication. stripe: the answer carries the paymentUrl. Then paid and invoiced as any order.
         */
        post: operations["acceptOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines the latest revision, with an optional reason; the company is told by email */
        post: operations["declineOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{token}/request-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One click: a new quote request linked to this offer, for the company (once per offer; 200 with the same request after) */
        post: operations["requestNewOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of the newest revision sent, in the customer's language */
        get: operations["downloadCustomerOfferPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rental contract a link opens: periods, invoices and credit notes (PDF links), state, next invoice date, notice form data */
        get: operations["getRental"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{token}/notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives notice with a pick-up day (or moves it): at least the notice period from today, at most a year ahead, not before delivery, never once the shop ended the rent; later periods are no longer invoiced */
        post: operations["giveRentalNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{token}/documents/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice or credit note of the contract as PDF ({number}.pdf) or UBL ({number}.xml) */
        get: operations["downloadRentalDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook (checkout.session.completed / async_payment_succeeded)
         * @description The Stripe-Signature header is verified on the raw body. Each event id is recorded once; a repeat delivery changes nothing and answers 200. A paid session whose amount matches the order turns the pending order into a paid one and sends its emails.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/simulated/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The simulated payment page (HTML, offline default without Stripe keys) */
        get: operations["showSimulatedCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/simulated/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulated payment: delivers a signed checkout.session.completed to the webhook handler, then 303 to the success url */
        post: operations["paySimulatedCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/simulated/{sessionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves the simulated payment page: 303 to the cart-checkout page; the order stays pending */
        post: operations["cancelSimulatedCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/csp-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Content Security Policy violation reports from browsers (report-uri and report-to of the policy)
         * @description Accepts application/csp-report and application/reports+json, at most 16 kB; each violation is logged (URLs without their query). 30 a minute per address.
         */
        post: operations["reportCspViolation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthDto: {
            /** @example ok */
            status: components["schemas"]["HealthStatus"];
        };
        FieldErrorDto: {
            /** @example postcode */
            field: string;
            message: string;
        };
        ErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            message: string;
            errors?: components["schemas"]["FieldErrorDto"][];
        };
        ProductSummaryDto: {
            /** Format: uuid */
            id: string;
            /** @example zeecontainer-20ft-nieuw */
            slug: string;
            title: string;
            description: string;
            metaDescription: string;
            imageUrl: string | null;
            /**
             * @description Stored type
             * @example Refrigerated
             */
            type: string;
            /**
             * @description Type as shown (Refrigerated → Thermostatic, Flat Rack / Open Top → Special)
             * @example Thermostatic
             */
            typeLabel: string;
            condition: components["schemas"]["Condition"];
            /** @example 20ft */
            size: string;
            isAvailable: boolean;
            /** @example 1650 */
            price: number | null;
            priceNew: number | null;
            priceUsedA: number | null;
            priceUsedCw: number | null;
            /** @description Daily rent in euros */
            priceRentPerDay: number | null;
            askOfferNew: boolean;
            askOfferUsedA: boolean;
            askOfferUsedCw: boolean;
            askOfferRent: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        ProductListDto: {
            items: components["schemas"]["ProductSummaryDto"][];
            /** @description Products matching the filters */
            total: number;
            page: number;
            pageSize: number;
        };
        ProductImageDto: {
            imageUrl: string;
            sortOrder: number;
        };
        ConditionImageDto: {
            condition: components["schemas"]["Condition"];
            imageUrl: string;
            sortOrder?: number;
        };
        ConditionInfoBadgeDto: {
            text: string;
            type: components["schemas"]["ConditionBadgeType"];
        };
        ConditionInfoDto: {
            condition: components["schemas"]["Condition"];
            imageUrl: string | null;
            title: string;
            description: string;
            benefits: string[];
            badges: components["schemas"]["ConditionInfoBadgeDto"][];
        };
        TypeDescriptionDto: {
            type: string;
            title: string;
            description: string;
            features: string[];
            usageExamples: string[];
        };
        DimensionsDto: {
            /** @example 5.898 */
            length: number | null;
            /** @example 2.352 */
            width: number | null;
            /** @example 2.393 */
            height: number | null;
        };
        WeightDto: {
            /** @description kg */
            gross: number | null;
            /** @description kg */
            net: number | null;
            /** @description kg */
            tare: number | null;
        };
        ConditionStockDto: {
            /** @description A condition a line can be ordered in (rent takes a unit of any condition) */
            condition: components["schemas"]["Condition"];
            /**
             * @description Available units now
             * @example 2
             */
            available: number;
            stockStatus: components["schemas"]["StockStatus"];
        };
        ProductUnitStockDto: {
            isAvailable: boolean;
            /** @description Of every available unit together (Low Stock at or under the configured threshold) */
            stockStatus: components["schemas"]["StockStatus"];
            /** @description Available units of every condition */
            available: number;
            conditions: components["schemas"]["ConditionStockDto"][];
        };
        DeliveryOptionsDto: {
            truck: boolean;
            truck_with_crane: boolean;
            self_pickup: boolean;
        };
        LanguageSlugsDto: {
            nl?: string;
            de?: string;
            fr?: string;
            en?: string;
        };
        ProductDetailDto: {
            /** Format: uuid */
            id: string;
            /** @example zeecontainer-20ft-nieuw */
            slug: string;
            title: string;
            description: string;
            metaDescription: string;
            imageUrl: string | null;
            /**
             * @description Stored type
             * @example Refrigerated
             */
            type: string;
            /**
             * @description Type as shown (Refrigerated → Thermostatic, Flat Rack / Open Top → Special)
             * @example Thermostatic
             */
            typeLabel: string;
            condition: components["schemas"]["Condition"];
            /** @example 20ft */
            size: string;
            isAvailable: boolean;
            /** @example 1650 */
            price: number | null;
            priceNew: number | null;
            priceUsedA: number | null;
            priceUsedCw: number | null;
            /** @description Daily rent in euros */
            priceRentPerDay: number | null;
            askOfferNew: boolean;
            askOfferUsedA: boolean;
            askOfferUsedCw: boolean;
            askOfferRent: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Language of the texts (after the nl-then-first fallback) */
            language: components["schemas"]["Language"];
            descriptionHtml: string | null;
            metaTitle: string | null;
            images: components["schemas"]["ProductImageDto"][];
            conditionImages: components["schemas"]["ConditionImageDto"][];
            mainConditionImages: components["schemas"]["ConditionImageDto"][];
            conditionInfo: components["schemas"]["ConditionInfoDto"][];
            typeDescription: components["schemas"]["TypeDescriptionDto"] | null;
            dimensionsInside: components["schemas"]["DimensionsDto"] | null;
            dimensionsOutside: components["schemas"]["DimensionsDto"] | null;
            weight: components["schemas"]["WeightDto"] | null;
            capacityCbm: number | null;
            palletPlaces: number | null;
            leasingPrice: number | null;
            /** @description Hand-set, or for a product with container units derived from them */
            stockStatus: components["schemas"]["StockStatus"];
            /** @description For a product with container units: its available units per condition (they decide isAvailable and stockStatus); null for a product without units */
            unitStock: components["schemas"]["ProductUnitStockDto"] | null;
            deliveryOptions: components["schemas"]["DeliveryOptionsDto"];
            slugs: components["schemas"]["LanguageSlugsDto"];
        };
        HighlightBoxDto: {
            icon: components["schemas"]["HighlightIcon"];
            title: string;
            content: string;
            buttonText: string | null;
            /** @description A site path, http(s), mailto:, tel: or #anchor */
            buttonUrl: string | null;
        };
        SectionTranslationDto: {
            title: string;
            subtitle: string | null;
            contentHtml: string | null;
            imageUrl: string | null;
            imageAlt: string | null;
            buttonText: string | null;
            /** @description A site path, http(s), mailto:, tel: or #anchor */
            buttonUrl: string | null;
            highlightBoxes: components["schemas"]["HighlightBoxDto"][];
        };
        SectionDto: {
            /** @example leasing-section */
            id: string;
            type: components["schemas"]["SectionType"];
            /**
             * @description May be fractional
             * @example 2.5
             */
            orderIndex: number;
            backgroundColor: string | null;
            backgroundGradient: string | null;
            /** @example 4rem */
            paddingTop: string | null;
            /** @example 4rem */
            paddingBottom: string | null;
            /** @description Special rendering the section gets */
            special: components["schemas"]["SpecialSection"] | null;
            /** @description Null when the section has no translation in the language: render nothing */
            translation: components["schemas"]["SectionTranslationDto"] | null;
        };
        HomeContentDto: {
            sections: components["schemas"]["SectionDto"][];
        };
        FooterLinkDto: {
            /** @description Slug in the language, else the default slug */
            slug: string;
            /** @description Translated title, else the slug */
            title: string;
        };
        FooterGroupDto: {
            /**
             * @description Null for pages without a menu section
             * @example resources
             */
            menuSection: string | null;
            /** @example Resources */
            label: string | null;
            pages: components["schemas"]["FooterLinkDto"][];
        };
        FooterPagesDto: {
            groups: components["schemas"]["FooterGroupDto"][];
        };
        RelatedPostDto: {
            slug: string;
            title: string;
            metaDescription: string;
            imageUrl: string | null;
            /**
             * Format: date-time
             * @description Custom publish date, else published date
             */
            date: string;
        };
        LandingPageDto: {
            /** Format: uuid */
            id: string;
            /** @description The default slug */
            slug: string;
            /** @description Language of the texts and sections (after the nl-then-first fallback) */
            language: components["schemas"]["Language"];
            title: string;
            metaTitle: string | null;
            metaDescription: string | null;
            metaKeywords: string | null;
            canonicalUrl: string | null;
            content: string | null;
            contentHtml: string | null;
            ogTitle: string | null;
            ogDescription: string | null;
            ogImageUrl: string | null;
            /** @description JSON-LD as stored: an object or an array of objects */
            structuredData: {
                [key: string]: unknown;
            } | {
                [key: string]: unknown;
            }[] | null;
            /** @description The page's slug per language (translation slug, else the default slug) */
            slugs: components["schemas"]["LanguageSlugsDto"];
            /** @description Normalised by the landing-page ordering rules */
            sections: components["schemas"]["SectionDto"][];
            /** @description Related products translated into the requested language */
            relatedProducts: components["schemas"]["ProductSummaryDto"][];
            /** @description Related posts translated into the requested language */
            relatedPosts: components["schemas"]["RelatedPostDto"][];
        };
        BlogPostCardDto: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            metaDescription: string;
            imageUrl: string | null;
            imageAlt: string | null;
            /**
             * Format: date-time
             * @description Custom publish date, else published date
             */
            date: string;
            /**
             * @description Words / 200, rounded up
             * @example 3
             */
            readingMinutes: number;
        };
        BlogListDto: {
            /** @description Newest shown date first */
            items: components["schemas"]["BlogPostCardDto"][];
        };
        BlogPostDto: {
            /** Format: uuid */
            id: string;
            /** @description Language of the texts: 'nl' when only the Dutch post has this slug (the client then goes to /nl/blog/{slug}) */
            language: components["schemas"]["Language"];
            slug: string;
            title: string;
            /** @description HTML */
            content: string;
            metaDescription: string;
            keywords: string[];
            imageUrl: string | null;
            imageAlt: string | null;
            imageTitle: string | null;
            /**
             * Format: date-time
             * @description Custom publish date, else published date
             */
            date: string;
            /** @example 3 */
            readingMinutes: number;
            slugs: components["schemas"]["LanguageSlugsDto"];
        };
        FaqItemDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description Two digits: the entry's place in the unfiltered list
             * @example 01
             */
            number: string;
            question: string;
            answer: string;
        };
        FaqListDto: {
            items: components["schemas"]["FaqItemDto"][];
        };
        SuggestionDto: {
            title: string;
            slug: string;
        };
        SuggestionsDto: {
            /** @description Link to /{lang}/container/{slug} */
            products: components["schemas"]["SuggestionDto"][];
            /** @description Link to /{lang}/pages/{slug} */
            landingPages: components["schemas"]["SuggestionDto"][];
        };
        TransportPriceDto: {
            /**
             * @description Euros excl. VAT
             * @example 753
             */
            price: number;
            /** @example EUR */
            currency: string;
        };
        CreatedCartDto: {
            /**
             * @description 43 characters: 32 random bytes, base64url
             * @example q3Xk…
             */
            id: string;
        };
        CartItemDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            condition: components["schemas"]["Condition"];
            colorType: components["schemas"]["ColorType"];
            ralColor: string | null;
            quantity: number;
            /**
             * @description Rent: daily price times 30
             * @example 3300
             */
            unitPrice: number;
            transportType: components["schemas"]["DeliveryOption"];
            /** @example 310 */
            transportPrice: number;
            /** @description unitPrice × quantity + transportPrice */
            lineTotal: number;
            /** @description Why the line can no longer be ordered (unavailable, price on request, no price, …); such a line blocks the order until removed */
            problem: string | null;
            /** @description The line's VAT category for the cart's customer; null for a line with a problem */
            vatCategory: components["schemas"]["VatCategory"] | null;
            /** @example 21 */
            vatRatePercent: number | null;
            /**
             * @description Available container units of the line's product and condition now (rent: of any condition); null for a product without units. More asked than left makes the line a problem.
             * @example 2
             */
            unitsLeft: number | null;
            /**
             * @description Said once the stock of a product with units is low (or sold out), else null
             * @example Only 2 left
             */
            stockNote: string | null;
        };
        VatBreakdownRowDto: {
            /** @description EN 16931 VAT category: S standard rate, K intra-Community supply (exempt), AE reverse charge */
            category: components["schemas"]["VatCategory"];
            /** @example 21 */
            ratePercent: number;
            /** @description Euros, taxable amount of the group */
            net: number;
            /** @description Euros, the VAT of the group, rounded once */
            vat: number;
            /**
             * @description CEF VATEX exemption reason code for K and AE
             * @example VATEX-EU-IC
             */
            exemptionReasonCode: string | null;
        };
        VatDetailDto: {
            /** @description Charged rates from high to low, then the zero-rated categories */
            breakdown: components["schemas"]["VatBreakdownRowDto"][];
            /** @description The legal mention(s) in the language asked for, one per line; null when VAT is charged on everything */
            mention: string | null;
            customerKind: components["schemas"]["CustomerKind"];
            companyName: string | null;
            /**
             * @description Normalised, with its country prefix
             * @example NL853060987B01
             */
            vatNumber: string | null;
            /** @description True only when VIES confirmed the number; only then can a line be 0 % */
            vatNumberConfirmed: boolean;
            /** @description unavailable: VIES could not be asked; VAT is then charged as for a customer without a confirmed number */
            vatNumberCheck: components["schemas"]["VatNumberCheck"];
            /** @description VIES's consultation number, the seller's proof of the check */
            viesConsultation: string | null;
        };
        CartDto: {
            /** @description The cart token (keep it private: it is the only key to the cart) */
            id: string;
            /** @description Newest first */
            items: components["schemas"]["CartItemDto"][];
            /** @description Sum of the line totals without a problem, euros excl. VAT */
            subtotal: number;
            /** @description The VAT for the customer described by the query (a consumer by default): the sum of the breakdown */
            vat: number;
            total: number;
            /** @description Sum of the quantities of every line */
            itemCount: number;
            vatDetail: components["schemas"]["VatDetailDto"];
        };
        TransportChoiceDto: {
            option: components["schemas"]["DeliveryOption"];
            /** @description Required for truck and truck_with_crane */
            country?: components["schemas"]["TransportCountry"];
            /**
             * @description Required for truck and truck_with_crane
             * @example 1000
             */
            postcode?: string;
        };
        AddCartItemDto: {
            /** Format: uuid */
            productId: string;
            condition: components["schemas"]["Condition"];
            /** @description An integer from 1 to 100 (no strings, no fractions) */
            quantity: number;
            /** @description wish_color on a sale condition needs a quote (409) */
            colorType: components["schemas"]["ColorType"];
            /** @example RAL 5010 */
            ralColor?: string | null;
            transport: components["schemas"]["TransportChoiceDto"];
            lang?: components["schemas"]["Language"];
        };
        UpdateCartItemDto: {
            quantity: number;
            lang?: components["schemas"]["Language"];
        };
        CredentialsDto: {
            /** @example klant@example.be */
            email: string;
            password: string;
            lang?: components["schemas"]["Language"];
        };
        MessageDto: {
            message: string;
        };
        UserDto: {
            /** Format: uuid */
            id: string;
            email: string;
            /**
             * @example [
             *       "admin"
             *     ]
             */
            roles: string[];
        };
        SignedInDto: {
            message: string;
            user: components["schemas"]["UserDto"];
        };
        MeDto: {
            user: components["schemas"]["UserDto"];
        };
        PasswordResetRequestDto: {
            email: string;
            lang?: components["schemas"]["Language"];
        };
        PasswordResetConfirmDto: {
            token: string;
            password: string;
            lang?: components["schemas"]["Language"];
        };
        RedirectDto: {
            /** Format: uuid */
            id: string;
            /** @example /oude-pagina */
            oldPath: string;
            /** @example /nl/container */
            newPath: string;
            statusCode: components["schemas"]["RedirectStatusCode"];
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        RedirectListDto: {
            items: components["schemas"]["RedirectDto"][];
        };
        AddRedirectDto: {
            /** @example /oude-pagina */
            oldPath: string;
            /** @example /nl/container */
            newPath: string;
            /** @default 301 */
            statusCode: components["schemas"]["RedirectStatusCode"];
            lang?: components["schemas"]["Language"];
        };
        ImportRedirectsDto: {
            /** @description Redirect Manager lines (`old new status`, # comments) or CSV old_path,new_path,status */
            text: string;
            /** @description Detected when left out */
            format?: components["schemas"]["RedirectImportFormat"];
            /** @description Check only, write nothing */
            dryRun?: boolean;
            lang?: components["schemas"]["Language"];
        };
        ImportLineProblemDto: {
            line: number;
            message: string;
        };
        ImportReportDto: {
            imported: number;
            written: boolean;
            /** @description Lines with fewer than three tokens */
            skipped: components["schemas"]["ImportLineProblemDto"][];
            errors: components["schemas"]["ImportLineProblemDto"][];
        };
        SetActiveDto: {
            isActive: boolean;
            lang?: components["schemas"]["Language"];
        };
        RedirectTestDto: {
            location: string;
            statusCode: number;
            rule: components["schemas"]["RedirectDto"];
        };
        AdminBlogTranslationDto: {
            language: components["schemas"]["Language"];
            title: string;
            slug: string;
            /** @description Sanitised HTML */
            content: string;
            metaDescription: string;
            keywords: string[];
        };
        AdminBlogPostDto: {
            /** Format: uuid */
            id: string;
            imageUrl: string | null;
            imageAlt: string | null;
            imageTitle: string | null;
            /** Format: date-time */
            publishedAt: string;
            /** Format: date-time */
            customPublishDate: string | null;
            translations: components["schemas"]["AdminBlogTranslationDto"][];
        };
        AdminBlogPostListDto: {
            items: components["schemas"]["AdminBlogPostDto"][];
        };
        BlogTranslationInputDto: {
            /** @example Een container kopen */
            title: string;
            /** @example een-container-kopen */
            slug: string;
            /** @description HTML; sanitised (scripts, event handlers, javascript: URLs removed) */
            content: string;
            metaDescription?: string | null;
            keywords?: string[] | string;
        };
        BlogTranslationsInputDto: {
            nl?: components["schemas"]["BlogTranslationInputDto"];
            de?: components["schemas"]["BlogTranslationInputDto"];
            fr?: components["schemas"]["BlogTranslationInputDto"];
            en?: components["schemas"]["BlogTranslationInputDto"];
        };
        BlogPostInputDto: {
            /** @description An http(s) URL or a /media path */
            imageUrl?: string | null;
            imageAlt?: string | null;
            imageTitle?: string | null;
            /**
             * Format: date-time
             * @description Shown instead of the published date
             */
            customPublishDate?: string | null;
            /** @description Per language; Title, URL Slug and Content required in each language given */
            translations: components["schemas"]["BlogTranslationsInputDto"];
            /** @description Language of error messages */
            lang?: components["schemas"]["Language"];
        };
        LocalizedMessageDto: {
            nl: string;
            de: string;
            fr: string;
            /** @example Blog post created successfully */
            en: string;
        };
        SavedBlogPostDto: {
            message: components["schemas"]["LocalizedMessageDto"];
            post: components["schemas"]["AdminBlogPostDto"];
        };
        ActionResultDto: {
            message: components["schemas"]["LocalizedMessageDto"];
        };
        AdminLandingTranslationDto: {
            language: components["schemas"]["Language"];
            title: string;
            slug: string | null;
            metaTitle: string | null;
            metaDescription: string | null;
            metaKeywords: string | null;
            canonicalUrl: string | null;
            content: string | null;
            /** @description Sanitised HTML */
            contentHtml: string | null;
            ogTitle: string | null;
            ogDescription: string | null;
            ogImageUrl: string | null;
            /** @description JSON-LD as stored: an object or an array of objects */
            structuredData: {
                [key: string]: unknown;
            } | {
                [key: string]: unknown;
            }[] | null;
        };
        AdminLandingPageSummaryDto: {
            /** Format: uuid */
            id: string;
            /** @description The Default Slug */
            slug: string;
            isPublished: boolean;
            visibility: components["schemas"]["LandingVisibility"];
            menuSection: components["schemas"]["MenuSection"] | null;
            menuOrder: number;
            relatedProductIds: string[];
            relatedBlogPostIds: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            translations: components["schemas"]["AdminLandingTranslationDto"][];
        };
        AdminLandingPageListDto: {
            items: components["schemas"]["AdminLandingPageSummaryDto"][];
        };
        AdminHighlightBoxDto: {
            icon: components["schemas"]["HighlightIcon"];
            title: string;
            content: string;
            buttonText: string | null;
            buttonUrl: string | null;
        };
        AdminSectionTranslationDto: {
            title: string;
            subtitle: string | null;
            contentHtml: string | null;
            imageUrl: string | null;
            imageAlt: string | null;
            buttonText: string | null;
            buttonUrl: string | null;
            highlightBoxes: components["schemas"]["AdminHighlightBoxDto"][];
        };
        AdminSectionTranslationsDto: {
            nl?: components["schemas"]["AdminSectionTranslationDto"];
            de?: components["schemas"]["AdminSectionTranslationDto"];
            fr?: components["schemas"]["AdminSectionTranslationDto"];
            en?: components["schemas"]["AdminSectionTranslationDto"];
        };
        AdminSectionDto: {
            /** @example leasing-section */
            id: string;
            type: components["schemas"]["SectionType"];
            orderIndex: number;
            backgroundColor: string | null;
            backgroundGradient: string | null;
            paddingTop: string | null;
            paddingBottom: string | null;
            translations: components["schemas"]["AdminSectionTranslationsDto"];
        };
        AdminLandingPageDto: {
            /** Format: uuid */
            id: string;
            /** @description The Default Slug */
            slug: string;
            isPublished: boolean;
            visibility: components["schemas"]["LandingVisibility"];
            menuSection: components["schemas"]["MenuSection"] | null;
            menuOrder: number;
            relatedProductIds: string[];
            relatedBlogPostIds: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            translations: components["schemas"]["AdminLandingTranslationDto"][];
            sections: components["schemas"]["AdminSectionDto"][];
        };
        LandingTranslationInputDto: {
            /** @description Required in each language given */
            title: string;
            /** @description The slug in this language; the default slug is used when empty */
            slug?: string | null;
            metaTitle?: string | null;
            metaDescription?: string | null;
            metaKeywords?: string | null;
            /** @description An http(s) URL or a path on this site */
            canonicalUrl?: string | null;
            content?: string | null;
            /** @description HTML; sanitised */
            contentHtml?: string | null;
            ogTitle?: string | null;
            ogDescription?: string | null;
            /** @description An http(s) URL or a /media path */
            ogImageUrl?: string | null;
            /** @description JSON-LD: a JSON value, or text holding one */
            structuredData?: {
                [key: string]: unknown;
            } | {
                [key: string]: unknown;
            }[] | string | null;
        };
        LandingTranslationsInputDto: {
            nl?: components["schemas"]["LandingTranslationInputDto"];
            de?: components["schemas"]["LandingTranslationInputDto"];
            fr?: components["schemas"]["LandingTranslationInputDto"];
            en?: components["schemas"]["LandingTranslationInputDto"];
        };
        LandingPageInputDto: {
            /**
             * @description The Default Slug (required)
             * @example container-kopen
             */
            slug: string;
            /** @default hidden */
            visibility: components["schemas"]["LandingVisibility"];
            menuSection?: components["schemas"]["MenuSection"] | null;
            /** @default 0 */
            menuOrder: number;
            /** @default false */
            isPublished: boolean;
            relatedProductIds?: string[];
            relatedBlogPostIds?: string[];
            translations?: components["schemas"]["LandingTranslationsInputDto"];
            /** @description Language of error messages */
            lang?: components["schemas"]["Language"];
        };
        SavedLandingPageDto: {
            message: components["schemas"]["LocalizedMessageDto"];
            page: components["schemas"]["AdminLandingPageDto"];
        };
        PublishedInputDto: {
            isPublished: boolean;
            lang?: components["schemas"]["Language"];
        };
        HighlightBoxInputDto: {
            icon: components["schemas"]["HighlightIcon"];
            title?: string;
            content?: string;
            buttonText?: string | null;
            /** @description A site path, http(s), mailto:, tel: or #anchor */
            buttonUrl?: string | null;
        };
        SectionTranslationInputDto: {
            title?: string | null;
            subtitle?: string | null;
            /** @description HTML; sanitised */
            contentHtml?: string | null;
            /** @description An http(s) URL or a /media path */
            imageUrl?: string | null;
            imageAlt?: string | null;
            buttonText?: string | null;
            /** @description A site path, http(s), mailto:, tel: or #anchor */
            buttonUrl?: string | null;
            highlightBoxes?: components["schemas"]["HighlightBoxInputDto"][];
        };
        SectionTranslationsInputDto: {
            nl?: components["schemas"]["SectionTranslationInputDto"];
            de?: components["schemas"]["SectionTranslationInputDto"];
            fr?: components["schemas"]["SectionTranslationInputDto"];
            en?: components["schemas"]["SectionTranslationInputDto"];
        };
        SectionInputDto: {
            /**
             * @description Kept when given (new sections only); lowercase letters, digits and hyphens
             * @example leasing-section
             */
            id?: string;
            type: components["schemas"]["SectionType"];
            backgroundColor?: string | null;
            backgroundGradient?: string | null;
            /** @example 4rem */
            paddingTop?: string | null;
            /** @example 4rem */
            paddingBottom?: string | null;
            translations: components["schemas"]["SectionTranslationsInputDto"];
        };
        SectionsInputDto: {
            /** @description The page's sections in their order; replaces all of them */
            sections: components["schemas"]["SectionInputDto"][];
            lang?: components["schemas"]["Language"];
        };
        DeletedLandingPageDto: {
            message: components["schemas"]["LocalizedMessageDto"];
            /**
             * @example {
             *       "nl": "De landingspagina is succesvol verwijderd.",
             *       "de": "Die Landingpage wurde erfolgreich gelöscht.",
             *       "fr": "La page d’atterrissage a été supprimée avec succès.",
             *       "en": "The landing page has been successfully deleted."
             *     }
             */
            detail: components["schemas"]["LocalizedMessageDto"];
        };
        AdminFaqTranslationDto: {
            language: components["schemas"]["Language"];
            question: string;
            answer: string;
        };
        AdminFaqDto: {
            /** Format: uuid */
            id: string;
            orderIndex: number;
            translations: components["schemas"]["AdminFaqTranslationDto"][];
        };
        AdminFaqListDto: {
            items: components["schemas"]["AdminFaqDto"][];
        };
        FaqTranslationInputDto: {
            /** @description Required in each language given */
            question: string;
            /** @description Required in each language given; plain text */
            answer: string;
        };
        FaqTranslationsInputDto: {
            nl?: components["schemas"]["FaqTranslationInputDto"];
            de?: components["schemas"]["FaqTranslationInputDto"];
            fr?: components["schemas"]["FaqTranslationInputDto"];
            en?: components["schemas"]["FaqTranslationInputDto"];
        };
        FaqInputDto: {
            translations: components["schemas"]["FaqTranslationsInputDto"];
            /** @description Language of error messages */
            lang?: components["schemas"]["Language"];
        };
        SavedFaqDto: {
            message: components["schemas"]["LocalizedMessageDto"];
            faq: components["schemas"]["AdminFaqDto"];
        };
        IdOrderInputDto: {
            /** @description Every id exactly once, in the new order */
            ids: string[];
            lang?: components["schemas"]["Language"];
        };
        AdminSectionListDto: {
            items: components["schemas"]["AdminSectionDto"][];
        };
        HomeSectionInputDto: {
            /**
             * @description Kept when given (new sections only); lowercase letters, digits and hyphens
             * @example leasing-section
             */
            id?: string;
            type: components["schemas"]["SectionType"];
            backgroundColor?: string | null;
            backgroundGradient?: string | null;
            /** @example 4rem */
            paddingTop?: string | null;
            /** @example 4rem */
            paddingBottom?: string | null;
            translations: components["schemas"]["SectionTranslationsInputDto"];
            /** @description Language of error messages */
            lang?: components["schemas"]["Language"];
        };
        SavedSectionDto: {
            message: components["schemas"]["LocalizedMessageDto"];
            section: components["schemas"]["AdminSectionDto"];
        };
        DeliveryOptionsInputDto: {
            truck: boolean;
            truck_with_crane: boolean;
            self_pickup: boolean;
        };
        DimensionsInputDto: {
            /** @description metres */
            length?: number | null;
            width?: number | null;
            height?: number | null;
        };
        WeightInputDto: {
            /** @description kg */
            gross?: number | null;
            net?: number | null;
            tare?: number | null;
        };
        ProductTranslationInputDto: {
            /** @example 20ft zeecontainer */
            title: string;
            description: string;
            /** @description Sanitised on the server before it is stored */
            descriptionHtml?: string | null;
            /**
             * @description Lowercase letters, digits, single hyphens; unique per language
             * @example 20ft-zeecontainer
             */
            slug: string;
            metaTitle?: string | null;
            metaDescription?: string | null;
        };
        ProductTranslationsInputDto: {
            /** @description Required */
            nl?: components["schemas"]["ProductTranslationInputDto"];
            de?: components["schemas"]["ProductTranslationInputDto"];
            fr?: components["schemas"]["ProductTranslationInputDto"];
            en?: components["schemas"]["ProductTranslationInputDto"];
        };
        ProductInputDto: {
            /**
             * @description Standard, High Cube, Refrigerated (Thermostatic), Open Top, Flat Rack, Tank; empty for Special
             * @example High Cube
             */
            type: string;
            condition: components["schemas"]["SaleCondition"];
            /** @example 20ft */
            size: string;
            /**
             * @description Base price in euros (required)
             * @example 2450
             */
            price: number;
            priceNew?: number | null;
            priceUsedA?: number | null;
            priceUsedCw?: number | null;
            priceRentPerDay?: number | null;
            leasingPrice?: number | null;
            /** @default false */
            askOfferNew: boolean;
            /** @default false */
            askOfferUsedA: boolean;
            /** @default false */
            askOfferUsedCw: boolean;
            /** @default false */
            askOfferRent: boolean;
            /** @default true */
            isAvailable: boolean;
            /** @default In Stock */
            stockStatus: components["schemas"]["StockStatus"];
            /** @description All true when left out */
            deliveryOptions?: components["schemas"]["DeliveryOptionsInputDto"];
            dimensionsInside?: components["schemas"]["DimensionsInputDto"] | null;
            dimensionsOutside?: components["schemas"]["DimensionsInputDto"] | null;
            weight?: components["schemas"]["WeightInputDto"] | null;
            /** @description m³ */
            capacityCbm?: number | null;
            palletPlaces?: number | null;
            /** @description Per language; nl required; title, description and slug required in each language sent */
            translations: components["schemas"]["ProductTranslationsInputDto"];
            /** @description Language of the messages */
            lang?: components["schemas"]["Language"];
        };
        DimensionsOutputDto: {
            length: number | null;
            width: number | null;
            height: number | null;
        };
        WeightOutputDto: {
            gross: number | null;
            net: number | null;
            tare: number | null;
        };
        ProductTranslationDto: {
            title: string;
            description: string;
            descriptionHtml: string | null;
            slug: string;
            metaTitle: string | null;
            metaDescription: string | null;
        };
        ProductTranslationsDto: {
            nl?: components["schemas"]["ProductTranslationDto"];
            de?: components["schemas"]["ProductTranslationDto"];
            fr?: components["schemas"]["ProductTranslationDto"];
            en?: components["schemas"]["ProductTranslationDto"];
        };
        AdminProductImageDto: {
            /** Format: uuid */
            id: string;
            imageUrl: string;
            sortOrder: number;
        };
        AdminConditionImageDto: {
            /** Format: uuid */
            id: string;
            imageUrl: string;
            sortOrder: number;
            condition: components["schemas"]["Condition"];
        };
        AdminMainConditionImageDto: {
            /** Format: uuid */
            id: string;
            condition: components["schemas"]["Condition"];
            imageUrl: string;
        };
        ConditionInfoBadgeInputDto: {
            text: string;
            type: components["schemas"]["ConditionBadgeType"];
        };
        ConditionInfoTextDto: {
            title: string;
            description: string;
            benefits: string[];
            badges: components["schemas"]["ConditionInfoBadgeInputDto"][];
        };
        ConditionInfoTextsOutputDto: {
            nl?: components["schemas"]["ConditionInfoTextDto"];
            de?: components["schemas"]["ConditionInfoTextDto"];
            fr?: components["schemas"]["ConditionInfoTextDto"];
            en?: components["schemas"]["ConditionInfoTextDto"];
        };
        AdminConditionInfoDto: {
            /** Format: uuid */
            id: string;
            condition: components["schemas"]["SaleCondition"];
            imageUrl: string | null;
            translations: components["schemas"]["ConditionInfoTextsOutputDto"];
        };
        AdminProductDto: {
            /** Format: uuid */
            id: string;
            type: string;
            condition: components["schemas"]["SaleCondition"];
            size: string;
            price: number;
            priceNew: number | null;
            priceUsedA: number | null;
            priceUsedCw: number | null;
            priceRentPerDay: number | null;
            leasingPrice: number | null;
            askOfferNew: boolean;
            askOfferUsedA: boolean;
            askOfferUsedCw: boolean;
            askOfferRent: boolean;
            isAvailable: boolean;
            stockStatus: components["schemas"]["StockStatus"];
            deliveryOptions: components["schemas"]["DeliveryOptionsInputDto"];
            dimensionsInside: components["schemas"]["DimensionsOutputDto"] | null;
            dimensionsOutside: components["schemas"]["DimensionsOutputDto"] | null;
            weight: components["schemas"]["WeightOutputDto"] | null;
            capacityCbm: number | null;
            palletPlaces: number | null;
            /** @description The first image */
            imageUrl: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            translations: components["schemas"]["ProductTranslationsDto"];
            images: components["schemas"]["AdminProductImageDto"][];
            conditionImages: components["schemas"]["AdminConditionImageDto"][];
            mainConditionImages: components["schemas"]["AdminMainConditionImageDto"][];
            conditionInfo: components["schemas"]["AdminConditionInfoDto"][];
        };
        ProductImagesInputDto: {
            /**
             * @description The whole list in its new order; sort_order from 0
             * @example [
             *       "/media/products/1795000000000-ab12cd.jpg"
             *     ]
             */
            images: string[];
            lang?: components["schemas"]["Language"];
        };
        AdminProductImagesDto: {
            images: components["schemas"]["AdminProductImageDto"][];
        };
        ConditionImageInputDto: {
            condition: components["schemas"]["Condition"];
            imageUrl: string;
            lang?: components["schemas"]["Language"];
        };
        ImageUrlInputDto: {
            imageUrl: string;
            lang?: components["schemas"]["Language"];
        };
        ConditionInfoTextsDto: {
            nl?: components["schemas"]["ConditionInfoTextDto"];
            de?: components["schemas"]["ConditionInfoTextDto"];
            fr?: components["schemas"]["ConditionInfoTextDto"];
            en?: components["schemas"]["ConditionInfoTextDto"];
        };
        CreateConditionInfoDto: {
            condition: components["schemas"]["SaleCondition"];
            imageUrl?: string | null;
            translations: components["schemas"]["ConditionInfoTextsDto"];
            lang?: components["schemas"]["Language"];
        };
        UpdateConditionInfoDto: {
            /** @description Left out: unchanged; null: removed */
            imageUrl?: string | null;
            /** @description Upserted per language sent */
            translations: components["schemas"]["ConditionInfoTextsDto"];
            lang?: components["schemas"]["Language"];
        };
        UploadedImageDto: {
            /** @example /media/products/1795000000000-ab12cd34ef56.jpg */
            url: string;
        };
        AdminOrderSummaryDto: {
            /** Format: uuid */
            id: string;
            /** @example 100001 */
            orderNumber: number;
            status: components["schemas"]["OrderStatus"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            paymentVerified: boolean;
            customerName: string;
            customerEmail: string;
            /** @description Euros, excl. VAT */
            subtotal: number;
            /** @description Euros */
            vat: number;
            /** @description Euros, incl. VAT */
            total: number;
            itemCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt: string | null;
        };
        AdminOrderListDto: {
            items: components["schemas"]["AdminOrderSummaryDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        OrderItemDto: {
            /** Format: uuid */
            productId: string | null;
            productTitle: string;
            /** @description Null for a line of an order made from an offer that is no container (a modification, a service, the transport) */
            condition: components["schemas"]["Condition"] | null;
            colorType: components["schemas"]["ColorType"];
            ralColor: string | null;
            quantity: number;
            /** @description Euros */
            unitPrice: number;
            transportType: components["schemas"]["DeliveryOption"];
            /** @description Euros */
            transportPrice: number;
            /** @description Euros excl. VAT: unit price × quantity + transport */
            lineTotal: number;
            vatCategory: components["schemas"]["VatCategory"];
            /** @example 21 */
            vatRatePercent: number;
        };
        ShippingAddressDto: {
            name: string;
            email: string;
            phone: string;
            companyName: string | null;
            street: string;
            city: string;
            postalCode: string;
            country: components["schemas"]["AddressCountry"];
        };
        BillingAddressDto: {
            street: string;
            city: string;
            postalCode: string;
            country: components["schemas"]["AddressCountry"];
            companyName: string | null;
            vatNumber: string | null;
        };
        AdminOrderDocumentDto: {
            /** @example 2026-000123 */
            number: string;
            kind: components["schemas"]["InvoiceKind"];
            /** @example /api/admin/invoices/2026-000123.pdf */
            pdfUrl: string;
            /**
             * @description Null when the buyer has no Peppol address (a consumer): the PDF is the invoice
             * @example /api/admin/invoices/2026-000123.xml
             */
            ublUrl: string | null;
        };
        OrderStatusChangeDto: {
            fromStatus: components["schemas"]["OrderStatus"];
            toStatus: components["schemas"]["OrderStatus"];
            /** @description The admin's email, or the payment provider */
            changedBy: string;
            /** Format: date-time */
            changedAt: string;
            note: string | null;
        };
        UnitPhotoDto: {
            /**
             * @description Names the photo within its unit (DELETE …/photos/{photoId})
             * @example 1795000000000-ab12cd.jpg
             */
            id: string;
            /** @example /media/units/3f2a…/1795000000000-ab12cd.jpg */
            url: string;
        };
        UnitHolderDto: {
            /** Format: uuid */
            orderId: string;
            /** @example 100001 */
            orderNumber: number;
            /**
             * Format: uuid
             * @description The order line the unit went to
             */
            orderItemId: string | null;
        };
        UnitDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description ISO 6346, canonical: owner code, category, serial, check digit
             * @example MSKU1234565
             */
            containerNumber: string;
            /**
             * @description As shown: owner code and category, serial, check digit
             * @example MSKU 123456 5
             */
            displayNumber: string;
            /** Format: uuid */
            productId: string;
            /** @description The product's Dutch title (else its first) */
            productTitle: string;
            condition: components["schemas"]["SaleCondition"];
            /**
             * @description One of the configured depots (GET /api/admin/units/settings)
             * @example Antwerp
             */
            depot: string;
            status: components["schemas"]["UnitStatus"];
            /** @description The statuses PATCH accepts for this unit now, its own first (a reserved unit: only its own) */
            statusChoices: components["schemas"]["UnitStatus"][];
            notes: string | null;
            photos: components["schemas"]["UnitPhotoDto"][];
            /**
             * Format: date
             * @description The CSC plate's next examination
             */
            cscNextExamination: string | null;
            /** @description The order holding the unit (reserved, or sold / rented out through it) */
            order: components["schemas"]["UnitHolderDto"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminOrderDetailDto: {
            /** Format: uuid */
            id: string;
            /** @example 100001 */
            orderNumber: number;
            status: components["schemas"]["OrderStatus"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            paymentVerified: boolean;
            customerName: string;
            customerEmail: string;
            /** @description Euros, excl. VAT */
            subtotal: number;
            /** @description Euros */
            vat: number;
            /** @description Euros, incl. VAT */
            total: number;
            itemCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt: string | null;
            language: components["schemas"]["Language"];
            items: components["schemas"]["OrderItemDto"][];
            shippingAddress: components["schemas"]["ShippingAddressDto"];
            billingAddress: components["schemas"]["BillingAddressDto"] | null;
            /** @description Bank transfer: +++xxx/xxxx/xxxxx+++ */
            structuredCommunication: string | null;
            stripeSessionId: string | null;
            /** @description The VAT decision kept with the order; the mention in the order's language */
            vatDetail: components["schemas"]["VatDetailDto"];
            /** @description The order's invoice and credit notes */
            documents: components["schemas"]["AdminOrderDocumentDto"][];
            /** @description Oldest first */
            statusHistory: components["schemas"]["OrderStatusChangeDto"][];
            /** @description The container units the order holds now (reserved, or sold / rented out through it), by number */
            units: components["schemas"]["UnitDto"][];
        };
        ChangeOrderStatusDto: {
            /** @description pending → paid (bank transfer only), paid → processing → shipped → completed, pending/paid → cancelled */
            status: components["schemas"]["OrderStatus"];
            note?: string;
            lang?: components["schemas"]["Language"];
        };
        OfferCustomerInputDto: {
            name?: string;
            /** Format: email */
            email?: string;
            phone?: string | null;
            street?: string | null;
            postalCode?: string | null;
            city?: string | null;
            /** @description belgium when left out */
            country?: components["schemas"]["AddressCountry"] | null;
            /** @default consumer */
            kind: components["schemas"]["CustomerKind"];
            /** @description Required for a business */
            companyName?: string | null;
            /** @description Required for a business; confirmed with VIES */
            vatNumber?: string | null;
        };
        OfferLineInputDto: {
            /**
             * Format: uuid
             * @description A catalogue product; left out (or null) for a free line such as a modification or a service
             */
            productId?: string | null;
            /** @description A product line's condition; the product's own when left out */
            condition?: components["schemas"]["Condition"] | null;
            /** @description from_stack (default) or wish_color with ralColor */
            colorType?: components["schemas"]["ColorType"] | null;
            /**
             * @description The RAL code of a wish colour
             * @example 5010
             */
            ralColor?: string | null;
            /** @description A free line's text (required there), or words added to a product's title */
            description?: string | null;
            quantity: number;
            /**
             * @description Euros excl. VAT, at most two decimals
             * @example 3300
             */
            unitPrice: number;
            /** @description The line's discount in percent (or discountAmount, not both) */
            discountPercent?: number | null;
            /** @description The line's discount in euros, at most the line's amount */
            discountAmount?: number | null;
        };
        OfferTransportInputDto: {
            option: components["schemas"]["DeliveryOption"];
            /** @description Required for a truck */
            country?: components["schemas"]["TransportCountry"] | null;
            /**
             * @description Required for a truck
             * @example 2000
             */
            postcode?: string | null;
            /** @description Euros excl. VAT; left out: priced from the transport tables for the destination */
            price?: number | null;
        };
        OfferDiscountInputDto: {
            /** @description Off the whole offer (not the transport), shared over its lines */
            percent?: number | null;
            /** @description Euros off the whole offer (not the transport), shared over its lines */
            amount?: number | null;
        };
        OfferInputDto: {
            /**
             * Format: uuid
             * @description The quote request answered: its customer, and its container and delivery when lines and transport are left out
             */
            quoteId?: string | null;
            /** @description Required without a quoteId; with one, what is given replaces what the request said */
            customer?: components["schemas"]["OfferCustomerInputDto"] | null;
            /** @description The customer's language (emails, page, PDF); the request's, else nl */
            language?: components["schemas"]["Language"] | null;
            /** @description At least one; with a quoteId and left out, the request's container at its catalogue price */
            lines?: components["schemas"]["OfferLineInputDto"][];
            /** @description null: no transport line */
            transport?: components["schemas"]["OfferTransportInputDto"] | null;
            discount?: components["schemas"]["OfferDiscountInputDto"] | null;
            /**
             * Format: date
             * @description The last day it can be accepted; OFFER_VALIDITY_DAYS (30) from today when left out
             */
            validUntil?: string | null;
            /** @description A note to the customer */
            note?: string | null;
            /** @description Offered payment methods; both when left out */
            paymentMethods?: components["schemas"]["PaymentMethod"][];
            /** @description Language of the messages */
            lang?: components["schemas"]["Language"];
        };
        OfferCustomerDto: {
            name: string;
            email: string;
            phone: string | null;
            kind: components["schemas"]["CustomerKind"];
            companyName: string | null;
            vatNumber: string | null;
            street: string;
            postalCode: string;
            city: string;
            country: components["schemas"]["AddressCountry"];
            language: components["schemas"]["Language"];
        };
        OfferLineDto: {
            /** @description product: a container; free: a modification or service; transport: the delivery */
            kind: components["schemas"]["OfferLineKind"];
            /** Format: uuid */
            productId: string | null;
            /** @description The product's title in the offer's language, the free line's text, or the transport's label */
            title: string;
            /** @description The admin's words added to a product line (may be empty) */
            description: string;
            condition: components["schemas"]["Condition"] | null;
            colorType: components["schemas"]["ColorType"];
            ralColor: string | null;
            quantity: number;
            /** @description Euros */
            unitPrice: number;
            /** @description The line's own discount in percent, as given */
            discountPercent: number | null;
            /** @description Euros: the line's own discount */
            lineDiscount: number;
            /** @description Euros: the line's share of the offer's discount */
            offerDiscount: number;
            /** @description Euros: quantity × unit price − both discounts */
            net: number;
            vatCategory: components["schemas"]["VatCategory"];
            /** @example 21 */
            vatRatePercent: number;
            /** @description Euros: the line's share of its rate group's VAT */
            vat: number;
            /** @description A transport line: how */
            transportOption: components["schemas"]["DeliveryOption"] | null;
            transportCountry: components["schemas"]["TransportCountry"] | null;
            transportPostcode: string | null;
        };
        OfferDatesDto: {
            /** Format: date-time */
            draft?: string;
            /** Format: date-time */
            sent?: string;
            /** Format: date-time */
            viewed?: string;
            /** Format: date-time */
            accepted?: string;
            /** Format: date-time */
            declined?: string;
            /**
             * Format: date-time
             * @description Midnight in Brussels after the validity's last day
             */
            expired?: string;
            /** Format: date-time */
            ordered?: string;
            /**
             * Format: date-time
             * @description When the order was paid
             */
            paid?: string;
        };
        OfferRevisionDto: {
            /** @example 1 */
            revision: number;
            customer: components["schemas"]["OfferCustomerDto"];
            /** @description The transport line last */
            lines: components["schemas"]["OfferLineDto"][];
            /** @description The offer-wide discount in percent, as given */
            discountPercent: number | null;
            /** @description Euros: the offer-wide discount as an amount, as given */
            discountAmount: number | null;
            /** @description Euros: what the offer's discount took off (shared over the lines) */
            offerDiscount: number;
            /** @description Euros excl. VAT */
            subtotal: number;
            /** @description Euros */
            vat: number;
            /** @description Euros incl. VAT */
            total: number;
            /** @description The VAT decided for the customer (as for orders); the mention in the offer's language */
            vatDetail: components["schemas"]["VatDetailDto"];
            /**
             * Format: date
             * @description The last Belgian day it can be accepted
             */
            validUntil: string;
            note: string | null;
            paymentMethods: components["schemas"]["PaymentMethod"][];
            /** Format: date-time */
            createdAt: string;
            /** @description The admin's email */
            createdBy: string;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            remindedAt: string | null;
            /** @example /api/admin/offers/{id}/revisions/1/pdf */
            pdfUrl: string;
        };
        OfferEventDto: {
            status: components["schemas"]["OfferStatus"];
            revision: number;
            /** Format: date-time */
            at: string;
            /** @description An admin's email, customer or system */
            by: string;
            /** @description A decline gives its reason here */
            note: string | null;
        };
        OfferAcceptanceDto: {
            revision: number;
            /** @description The name typed */
            name: string;
            /** Format: date-time */
            acceptedAt: string;
            /** @description The address the acceptance came from */
            ipAddress: string;
            userAgent: string | null;
            /** @description SHA-256 (hex) of the accepted revision's canonical content (docs/offers.md) */
            contentHash: string;
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        OfferOrderLinkDto: {
            /** Format: uuid */
            id: string;
            orderNumber: number;
            status: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            paidAt: string | null;
        };
        AdminOfferDto: {
            /** @example 1 */
            revision: number;
            customer: components["schemas"]["OfferCustomerDto"];
            /** @description The transport line last */
            lines: components["schemas"]["OfferLineDto"][];
            /** @description The offer-wide discount in percent, as given */
            discountPercent: number | null;
            /** @description Euros: the offer-wide discount as an amount, as given */
            discountAmount: number | null;
            /** @description Euros: what the offer's discount took off (shared over the lines) */
            offerDiscount: number;
            /** @description Euros excl. VAT */
            subtotal: number;
            /** @description Euros */
            vat: number;
            /** @description Euros incl. VAT */
            total: number;
            /** @description The VAT decided for the customer (as for orders); the mention in the offer's language */
            vatDetail: components["schemas"]["VatDetailDto"];
            /**
             * Format: date
             * @description The last Belgian day it can be accepted
             */
            validUntil: string;
            note: string | null;
            paymentMethods: components["schemas"]["PaymentMethod"][];
            /** Format: uuid */
            id: string;
            /** @example OF-2026-000001 */
            number: string;
            status: components["schemas"]["OfferStatus"];
            /** Format: uuid */
            quoteId: string | null;
            language: components["schemas"]["Language"];
            /** @description The customer's reason, when declined */
            declineReason: string | null;
            dates: components["schemas"]["OfferDatesDto"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Oldest first; every revision stays readable */
            revisions: components["schemas"]["OfferRevisionDto"][];
            /** @description Oldest first */
            events: components["schemas"]["OfferEventDto"][];
            acceptance: components["schemas"]["OfferAcceptanceDto"] | null;
            order: components["schemas"]["OfferOrderLinkDto"] | null;
        };
        AdminOfferSummaryDto: {
            /** Format: uuid */
            id: string;
            /** @example OF-2026-000001 */
            number: string;
            status: components["schemas"]["OfferStatus"];
            /** @description The current revision */
            revision: number;
            customerName: string;
            customerEmail: string;
            language: components["schemas"]["Language"];
            /** @description Euros incl. VAT, of the current revision */
            total: number;
            /** Format: date */
            validUntil: string;
            /** Format: uuid */
            quoteId: string | null;
            /** Format: uuid */
            orderId: string | null;
            orderNumber: number | null;
            dates: components["schemas"]["OfferDatesDto"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminOfferListDto: {
            items: components["schemas"]["AdminOfferSummaryDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        InvoiceSummaryDto: {
            /** @example 2026-000123 */
            number: string;
            kind: components["schemas"]["InvoiceKind"];
            /**
             * Format: date
             * @example 2026-11-25
             */
            issueDate: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: number;
            customerName: string;
            customerVatNumber: string | null;
            /** @description Euros */
            net: number;
            /** @description Euros */
            vat: number;
            /** @description Euros */
            total: number;
            /** @description Peppol delivery (Belgian business customers) */
            peppolState: components["schemas"]["PeppolState"];
            /** @description A credit note's invoice */
            correctsNumber: string | null;
            pdfUrl: string;
            /** @description Null when the buyer has no Peppol address (a consumer): the PDF is the invoice */
            ublUrl: string | null;
        };
        InvoiceListDto: {
            /** @description Invoices by number, then credit notes */
            items: components["schemas"]["InvoiceSummaryDto"][];
        };
        ResentInvoiceDto: {
            /** @example 2026-000123 */
            number: string;
            /** @description Where the email goes */
            to: string;
        };
        AdminQuoteSummaryDto: {
            /** Format: uuid */
            id: string;
            customerName: string;
            email: string;
            companyName: string | null;
            /** Format: uuid */
            productId: string | null;
            /** @description The product's title in the quote's language (else English) */
            productTitle: string | null;
            requestType: components["schemas"]["QuoteRequestType"];
            purchaseOption: components["schemas"]["PurchaseOption"];
            quantityRequested: number;
            language: components["schemas"]["Language"];
            /** Format: date-time */
            createdAt: string;
        };
        AdminQuoteListDto: {
            items: components["schemas"]["AdminQuoteSummaryDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        AdminQuoteDetailDto: {
            /** Format: uuid */
            id: string;
            customerName: string;
            email: string;
            companyName: string | null;
            /** Format: uuid */
            productId: string | null;
            /** @description The product's title in the quote's language (else English) */
            productTitle: string | null;
            requestType: components["schemas"]["QuoteRequestType"];
            purchaseOption: components["schemas"]["PurchaseOption"];
            quantityRequested: number;
            language: components["schemas"]["Language"];
            /** Format: date-time */
            createdAt: string;
            phone: string | null;
            deliveryAddress: string | null;
            /** Format: date */
            preferredDeliveryDate: string | null;
            specialRequirements: string | null;
            transportType: components["schemas"]["QuoteTransportType"] | null;
            /** @description Euros */
            transportPrice: number | null;
            colorType: components["schemas"]["ColorType"];
            ralColor: string | null;
        };
        AdminMessageSummaryDto: {
            /** Format: uuid */
            id: string;
            source: components["schemas"]["ContactSource"];
            name: string;
            email: string;
            subject: string | null;
            language: components["schemas"]["Language"];
            attachmentCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        AdminMessageListDto: {
            items: components["schemas"]["AdminMessageSummaryDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        AdminAttachmentDto: {
            /**
             * Format: uuid
             * @description The upload id (the admin email links to #file-{id})
             */
            id: string;
            name: string;
            /** @description Bytes */
            size: number;
            /** @example application/pdf */
            type: string;
            /**
             * @description Signed download link, valid 15 minutes, for a signed-in admin
             * @example /api/admin/attachments/{id}?expires=1767225600&signature=…
             */
            downloadUrl: string;
            /** Format: date-time */
            expiresAt: string;
        };
        AdminMessageDetailDto: {
            /** Format: uuid */
            id: string;
            source: components["schemas"]["ContactSource"];
            name: string;
            email: string;
            subject: string | null;
            language: components["schemas"]["Language"];
            attachmentCount: number;
            /** Format: date-time */
            createdAt: string;
            phone: string | null;
            message: string;
            attachments: components["schemas"]["AdminAttachmentDto"][];
        };
        OutboxEntryDto: {
            /** Format: uuid */
            id: string;
            to: string;
            subject: string;
            status: components["schemas"]["OutboxStatus"];
            attempts: number;
            lastError: string | null;
            /** @description The main message was refused for good and its 'BACKUP:' fallback is used */
            usingFallback: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            nextAttemptAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        OutboxListDto: {
            items: components["schemas"]["OutboxEntryDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        OutboxRetryDto: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["OutboxRetryStatus"];
        };
        TransportRateDto: {
            country: components["schemas"]["TransportCountry"];
            /**
             * @description Two-digit postcode prefix
             * @example 10
             */
            prefix: string;
            /**
             * @description Euros, one container
             * @example 320
             */
            single: number;
            /**
             * @description Euros, two containers on one truck
             * @example 480
             */
            double: number;
        };
        TransportRateListDto: {
            /** @description BE, NL, DE, each by prefix */
            items: components["schemas"]["TransportRateDto"][];
        };
        ReplaceTransportRatesDto: {
            /**
             * @description The whole table as CSV (euros); it replaces every stored row
             * @example country,prefix,single,double
             *     BE,10,320,480
             */
            csv: string;
            lang?: components["schemas"]["Language"];
        };
        TransportReplaceReportDto: {
            added: number;
            changed: number;
            removed: number;
            unchanged: number;
            /** @description False when the CSV equals the stored table (nothing written) */
            written: boolean;
        };
        UnitListDto: {
            /** @description By container number */
            items: components["schemas"]["UnitDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        UnitSettingsDto: {
            /**
             * @description DEPOTS: the first is the default
             * @example [
             *       "Antwerp"
             *     ]
             */
            depots: string[];
            /**
             * @description LOW_STOCK_THRESHOLD: Low Stock at or under this many available units
             * @example 2
             */
            lowStockThreshold: number;
            conditions: components["schemas"]["SaleCondition"][];
            statuses: components["schemas"]["UnitStatus"][];
        };
        CreateUnitDto: {
            /**
             * @description ISO 6346, with or without spaces and dashes; the check digit is verified
             * @example MSKU 123456 5
             */
            containerNumber: string;
            /** Format: uuid */
            productId: string;
            condition: components["schemas"]["SaleCondition"];
            /**
             * @description The first configured depot when left out
             * @example Antwerp
             */
            depot?: string;
            /**
             * @description Not reserved: only orders reserve
             * @default available
             */
            status: components["schemas"]["UnitStatus"];
            notes?: string | null;
            /**
             * Format: date
             * @example 2027-05-31
             */
            cscNextExamination?: string | null;
            lang?: components["schemas"]["Language"];
        };
        UpdateUnitDto: {
            /**
             * Format: uuid
             * @description Only while no order holds the unit
             */
            productId?: string;
            /** @description Only while no order holds the unit */
            condition?: components["schemas"]["SaleCondition"];
            /** @example Antwerp */
            depot?: string;
            /** @description One of the unit’s statusChoices */
            status?: components["schemas"]["UnitStatus"];
            /** @description null or empty clears */
            notes?: string | null;
            /**
             * Format: date
             * @description null clears
             */
            cscNextExamination?: string | null;
            lang?: components["schemas"]["Language"];
        };
        SwapUnitDto: {
            /**
             * Format: uuid
             * @description An available unit of the same product and condition (for a rent line: of the same product)
             */
            replacementId: string;
            lang?: components["schemas"]["Language"];
        };
        SwappedUnitsDto: {
            /** @description The unit that was reserved: available now */
            unit: components["schemas"]["UnitDto"];
            /** @description The unit the order holds now */
            replacement: components["schemas"]["UnitDto"];
        };
        RentalCustomerDto: {
            /** @description The person, or for a business its company name */
            name: string;
            companyName: string | null;
            email: string;
            vatNumber: string | null;
        };
        AdminRentalSummaryDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            /** @example 100001 */
            orderNumber: number;
            state: components["schemas"]["RentalState"];
            customer: components["schemas"]["RentalCustomerDto"];
            productTitle: string;
            quantity: number;
            /**
             * @example [
             *       "MSKU 123456 5"
             *     ]
             */
            containerNumbers: string[];
            /** Format: date */
            deliveryDate: string | null;
            /** Format: date */
            pickupDate: string | null;
            /** Format: date */
            nextInvoiceDate: string | null;
            /** @description Euros left to pay */
            outstanding: number;
            /** @description Euros past their due date */
            overdue: number;
            /** Format: date-time */
            openedAt: string;
        };
        AdminRentalListDto: {
            /** @description Newest first */
            items: components["schemas"]["AdminRentalSummaryDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        OverdueRentalInvoiceDto: {
            rental: components["schemas"]["AdminRentalSummaryDto"];
            periodIndex: number;
            /** @example 2026-000123 */
            invoiceNumber: string;
            /** Format: date */
            dueDate: string;
            /** @description Euros left to pay */
            outstanding: number;
            daysOverdue: number;
            remindersSent: number;
            /** @example /api/admin/invoices/2026-000123.pdf */
            pdfUrl: string;
        };
        OverdueRentalListDto: {
            /** @description Oldest due first */
            items: components["schemas"]["OverdueRentalInvoiceDto"][];
        };
        RentalVatDto: {
            category: components["schemas"]["VatCategory"];
            /** @example 21 */
            ratePercent: number;
            /** @description The legal mention (reverse charge) in the contract's language */
            mention: string | null;
        };
        RentalNextPeriodDto: {
            /** @example 3 */
            index: number;
            /** Format: date */
            start: string;
            /** Format: date */
            end: string;
        };
        RentalInvoiceDto: {
            /** @example 2026-000123 */
            number: string;
            /**
             * Format: date
             * @example 2026-03-23
             */
            issueDate: string;
            /** @description Euros, incl. VAT */
            total: number;
            /**
             * @description Works with the link the request was made with (or, for admins, their session)
             * @example /api/rentals/{token}/documents/2026-000123.pdf
             */
            pdfUrl: string;
            /** @description Null when the buyer has no Peppol address (a consumer): the PDF is the invoice */
            ublUrl: string | null;
            /**
             * Format: date
             * @description Null for period 1, paid with the order
             */
            dueDate: string | null;
            /** Format: date */
            paidOn: string | null;
            status: components["schemas"]["RentalInvoiceStatus"];
            /** @description Euros left to pay (after any credit note) */
            outstanding: number;
            /**
             * @description Bank transfer: the structured communication of this invoice
             * @example +++902/6000/12364+++
             */
            paymentReference: string | null;
            /** @description Late-payment reminders sent so far */
            remindersSent: number;
        };
        RentalCreditNoteDto: {
            /** @example 2026-000123 */
            number: string;
            /**
             * Format: date
             * @example 2026-03-23
             */
            issueDate: string;
            /** @description Euros, incl. VAT */
            total: number;
            /**
             * @description Works with the link the request was made with (or, for admins, their session)
             * @example /api/rentals/{token}/documents/2026-000123.pdf
             */
            pdfUrl: string;
            /** @description Null when the buyer has no Peppol address (a consumer): the PDF is the invoice */
            ublUrl: string | null;
            /** @description Unused days credited */
            days: number;
        };
        RentalPeriodDto: {
            /**
             * @description 1 is the period paid with the order
             * @example 2
             */
            index: number;
            /**
             * Format: date
             * @description First day rented; null before delivery
             */
            start: string | null;
            /**
             * Format: date
             * @description Last day rented; null before delivery
             */
            end: string | null;
            /** @example 30 */
            days: number;
            /** @description The period's invoice (period 1: the order's) */
            invoice: components["schemas"]["RentalInvoiceDto"];
            /** @description Unused days given back at pick-up */
            creditNote: components["schemas"]["RentalCreditNoteDto"] | null;
        };
        RentalNoticeFormDto: {
            /** @description Whether the customer can give notice now (delivered, not ended, not ended early by the shop) */
            allowed: boolean;
            /**
             * @description The notice period in days (RENTAL_NOTICE_DAYS)
             * @example 7
             */
            noticeDays: number;
            /**
             * Format: date
             * @description The earliest pick-up day that can be asked today
             */
            earliestPickupDate: string | null;
        };
        AdminRentalDetailDto: {
            /** @example 100001 */
            orderNumber: number;
            state: components["schemas"]["RentalState"];
            /** @description The contract's language (its emails and documents) */
            language: components["schemas"]["Language"];
            /** @example Shipping container 20ft */
            productTitle: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description The rented containers, when the product has units
             * @example [
             *       "MSKU 123456 5"
             *     ]
             */
            containerNumbers: string[];
            /**
             * @description Euros per container and day, excl. VAT
             * @example 3.5
             */
            dailyPrice: number;
            /**
             * @description Euros per period of 30 days for all the containers, excl. VAT
             * @example 105
             */
            periodPrice: number;
            /** @description The VAT decided with the order, kept for every period */
            vat: components["schemas"]["RentalVatDto"];
            /** Format: date */
            deliveryDate: string | null;
            /**
             * Format: date
             * @description Set by notice (or when the shop ends the rent), confirmed at pick-up
             */
            pickupDate: string | null;
            /** Format: date-time */
            noticeGivenAt: string | null;
            /** Format: date-time */
            endedAt: string | null;
            /**
             * Format: date
             * @description The day the next period is invoiced; null when none is to come
             */
            nextInvoiceDate: string | null;
            nextPeriod: components["schemas"]["RentalNextPeriodDto"] | null;
            /** @description Invoiced periods, in order */
            periods: components["schemas"]["RentalPeriodDto"][];
            /** @description Euros left to pay on all invoices */
            outstanding: number;
            /** @description Euros of that past their due date */
            overdue: number;
            notice: components["schemas"]["RentalNoticeFormDto"];
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            customer: components["schemas"]["RentalCustomerDto"];
            /** @description Who set the pick-up day */
            noticeBy: components["schemas"]["NoticeGiver"] | null;
            /** Format: date-time */
            openedAt: string;
        };
        RentalDateDto: {
            /**
             * Format: date
             * @example 2026-04-01
             */
            date: string;
            /** @description Language of the messages */
            lang?: components["schemas"]["Language"];
        };
        EndRentalDto: {
            /**
             * Format: date
             * @description The pick-up day of a delivered rent (default today); a rent never delivered ends at once
             * @example 2026-04-10
             */
            pickupDate?: string;
            /** @description Language of the messages */
            lang?: components["schemas"]["Language"];
        };
        MarkRentalInvoicePaidDto: {
            /**
             * Format: date
             * @description The day the payment arrived (default today)
             * @example 2026-04-03
             */
            paidOn?: string;
            /** @description Language of the messages */
            lang?: components["schemas"]["Language"];
        };
        AuditOwnerDto: {
            /** @example products */
            entity: string;
            id: string;
        };
        AuditEntryDto: {
            /** @description Increasing in the order the records were written */
            id: string;
            /**
             * Format: date-time
             * @description When the change was made (its transaction)
             */
            at: string;
            /**
             * @description The admin's email, or cli:{user} for the operators' CLI
             * @example anna@example.be
             */
            actor: string;
            action: components["schemas"]["AuditAction"];
            /**
             * @description The table written
             * @example products
             */
            entity: string;
            /** @description The row's primary key (columns joined by /) */
            entityId: string;
            /** @description The record the row belongs to (a translation’s product, a line’s order) */
            owner: components["schemas"]["AuditOwnerDto"] | null;
            /** @description The changed fields before (the whole row for a delete); null for an insert */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The changed fields after (the whole row for an insert); null for a delete */
            after: {
                [key: string]: unknown;
            } | null;
            /** @description Secret fields (password and token hashes) that changed: named, never their values */
            redacted: string[];
        };
        AuditListDto: {
            items: components["schemas"]["AuditEntryDto"][];
            total: number;
            page: number;
            pageSize: number;
        };
        PrivacyRequestDto: {
            /** @example klant@example.be */
            email: string;
            /** @description Language of the messages */
            lang?: components["schemas"]["Language"];
        };
        KeptInvoiceDto: {
            /** @example 2026-000123 */
            number: string;
            /** Format: date */
            issueDate: string;
            /**
             * Format: date
             * @description Kept until this day: 10 years from 1 January after its date (VAT Code art. 60 §4)
             */
            keptUntil: string;
        };
        PersonalDataSummaryDto: {
            /** @description The address, normalised (trimmed, lowercase) */
            email: string;
            hasAccount: boolean;
            /** @description An admin account is not erased through the privacy tools */
            isAdmin: boolean;
            orders: number;
            quotes: number;
            messages: number;
            attachments: number;
            offers: number;
            rentals: number;
            /** @description Emails sent (or to be sent) to the address */
            emails: number;
            /** @description Orders not completed or cancelled yet: they hold an erasure back */
            openOrders: number[];
            /** @description Rental contracts not ended yet: they hold an erasure back */
            runningRentals: number;
            /** @description Kept through an erasure for their legal period */
            invoices: components["schemas"]["KeptInvoiceDto"][];
        };
        ErasureCountsDto: {
            /** @description Accounts deleted (with their sessions, tokens and roles) */
            account: number;
            /** @description Orders whose addresses were replaced by "[erased]" (amounts, lines and country kept) */
            ordersAnonymised: number;
            orderNotes: number;
            quotes: number;
            messages: number;
            attachments: number;
            emails: number;
            offersAnonymised: number;
            rentalsAnonymised: number;
            signInFailures: number;
            /** @description Earlier audit records about these records whose personal values became "[erased]" */
            auditRecordsRedacted: number;
        };
        ErasureReportDto: {
            email: string;
            counts: components["schemas"]["ErasureCountsDto"];
            /** @description Invoices and credit notes kept for their legal period, still downloadable */
            invoicesKept: number;
            /** @description Stored files that could not be deleted (their records are gone) */
            failedFiles: number;
        };
        CustomerInputDto: {
            /** @default consumer */
            kind: components["schemas"]["CustomerKind"];
            /** @description Required for a business */
            companyName?: string;
            /** @description Required for a business; any common spelling (NL 8530.60.987 B01, be0403170701). Wrong check digits: 400 naming customer.vatNumber */
            vatNumber?: string;
        };
        QuoteRequestDto: {
            /** Format: uuid */
            productId: string;
            customerName: string;
            /** Format: email */
            email: string;
            phone?: string;
            companyName?: string;
            quantityRequested: number;
            deliveryAddress?: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            preferredDeliveryDate?: string;
            specialRequirements?: string;
            condition: components["schemas"]["Condition"];
            /** @default from_stack */
            colorType: components["schemas"]["ColorType"];
            /** @description Required with wish_color; 'N/A' is stored for from_stack without one */
            ralColor?: string;
            transport?: components["schemas"]["TransportChoiceDto"];
            lang: components["schemas"]["Language"];
            /** @description Private (default) or business with company name and VAT number: decides the VAT the quote states */
            customer?: components["schemas"]["CustomerInputDto"];
            /** @description Honeypot: leave empty */
            website?: string;
        };
        CreatedIdDto: {
            /** Format: uuid */
            id: string;
        };
        UploadedFileDto: {
            /** Format: uuid */
            id: string;
            /** @example floor-plan.pdf */
            name: string;
            /** @description Bytes */
            size: number;
            /**
             * @description The type found in the content
             * @example application/pdf
             */
            type: string;
        };
        UploadedFilesDto: {
            files: components["schemas"]["UploadedFileDto"][];
        };
        ContactRequestDto: {
            source: components["schemas"]["ContactSource"];
            name: string;
            /** Format: email */
            email: string;
            phone?: string;
            /** @description Required (at least 2 characters) on the contact page */
            subject?: string;
            message: string;
            /** @description Ids from POST /api/uploads, not yet attached to a message */
            attachmentIds?: string[];
            lang: components["schemas"]["Language"];
            /** @description Honeypot: leave empty */
            website?: string;
        };
        ShippingAddressInputDto: {
            /** @example Jan Peeters */
            name: string;
            /** @example jan@example.be */
            email: string;
            /** @example +32 470 12 34 56 */
            phone: string;
            companyName?: string | null;
            /** @example Kerkstraat 1 */
            street: string;
            /** @example Antwerpen */
            city: string;
            /** @example 2000 */
            postalCode: string;
            country: components["schemas"]["AddressCountry"];
        };
        BillingAddressInputDto: {
            street: string;
            city: string;
            postalCode: string;
            country: components["schemas"]["AddressCountry"];
            companyName?: string | null;
            vatNumber?: string | null;
        };
        CreateOrderDto: {
            /** @description The visitor's cart id (POST /api/carts) */
            cartId: string;
            /** @description Language of the emails, the payment page and the messages */
            lang: components["schemas"]["Language"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            shippingAddress: components["schemas"]["ShippingAddressInputDto"];
            /** @description Only when the billing address differs from the shipping address */
            billingAddress?: components["schemas"]["BillingAddressInputDto"] | null;
            /** @description Private (default) or business with company name and VAT number: decides the VAT (docs/vat.md) */
            customer?: components["schemas"]["CustomerInputDto"];
        };
        PlacedOrderDto: {
            /** Format: uuid */
            orderId: string;
            /** @description Opens the confirmation (GET /api/orders/{orderId}?token=…); shown only once */
            accessToken: string;
            /** @description Online payment: where the browser goes to pay */
            paymentUrl?: string;
        };
        ConfirmationShippingAddressDto: {
            name: string;
            email: string;
            companyName: string | null;
            street: string;
            city: string;
            postalCode: string;
            country: components["schemas"]["AddressCountry"];
            /** @description null in the answer by payment session id (GET /api/orders/by-session/{id}) */
            phone: string | null;
        };
        OrderDocumentLinkDto: {
            /** @example 2026-000123 */
            number: string;
            /** Format: date-time */
            issuedAt: string;
            /** @description The PDF in the order's language; works with the order's token (or payment session) */
            pdfUrl: string;
            /** @description The UBL 2.1 document (Peppol BIS Billing 3.0); null when the buyer has no Peppol address (a consumer) */
            ublUrl: string | null;
        };
        OrderConfirmationDto: {
            /** Format: uuid */
            orderId: string;
            /** @example 100001 */
            orderNumber: number;
            status: components["schemas"]["OrderStatus"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            /** @description True once the payment provider confirmed the payment */
            paymentVerified: boolean;
            shippingAddress: components["schemas"]["ConfirmationShippingAddressDto"];
            billingAddress: components["schemas"]["BillingAddressDto"] | null;
            items: components["schemas"]["OrderItemDto"][];
            /** @description Euros, excl. VAT */
            subtotal: number;
            /** @description Euros, the VAT total as decided when the order was placed */
            vat: number;
            /** @description Euros, incl. VAT */
            total: number;
            /** @description The VAT decision, kept unchanged since the order was placed; the mention in the order language */
            vatDetail: components["schemas"]["VatDetailDto"];
            /** @description Bank transfer: the Belgian structured communication +++xxx/xxxx/xxxxx+++ */
            structuredCommunication?: string;
            /** @description The invoice, once the order is paid */
            invoice?: components["schemas"]["OrderDocumentLinkDto"] | null;
            /** @description Credit notes correcting the invoice (a cancelled invoiced order) */
            creditNotes?: components["schemas"]["OrderDocumentLinkDto"][];
        };
        CustomerOfferDto: {
            /** @example 1 */
            revision: number;
            customer: components["schemas"]["OfferCustomerDto"];
            /** @description The transport line last */
            lines: components["schemas"]["OfferLineDto"][];
            /** @description The offer-wide discount in percent, as given */
            discountPercent: number | null;
            /** @description Euros: the offer-wide discount as an amount, as given */
            discountAmount: number | null;
            /** @description Euros: what the offer's discount took off (shared over the lines) */
            offerDiscount: number;
            /** @description Euros excl. VAT */
            subtotal: number;
            /** @description Euros */
            vat: number;
            /** @description Euros incl. VAT */
            total: number;
            /** @description The VAT decided for the customer (as for orders); the mention in the offer's language */
            vatDetail: components["schemas"]["VatDetailDto"];
            /**
             * Format: date
             * @description The last Belgian day it can be accepted
             */
            validUntil: string;
            note: string | null;
            paymentMethods: components["schemas"]["PaymentMethod"][];
            /** @example OF-2026-000001 */
            number: string;
            status: components["schemas"]["OfferStatus"];
            /** @description Why it can no longer be accepted; null while it can */
            refusal: components["schemas"]["OfferRefusal"] | null;
            /** @description The refusal said in the language asked for */
            refusalMessage: string | null;
            /** Format: date-time */
            sentAt: string;
            /**
             * @description The PDF of this revision
             * @example /api/offers/{token}/pdf
             */
            pdfUrl: string;
        };
        AcceptOfferDto: {
            /** @description The name of who accepts, as typed */
            name: string;
            /** @description "I accept this offer", ticked: must be true */
            accepted: boolean;
            /** @description The revision the customer read: only the latest can be accepted */
            revision: number;
            /** @description One of the methods the offer offers */
            paymentMethod: components["schemas"]["PaymentMethod"];
            lang?: components["schemas"]["Language"];
        };
        OfferAcceptedDto: {
            /** Format: uuid */
            orderId: string;
            /** @description Opens the confirmation (GET /api/orders/{orderId}?token=…); shown only once */
            accessToken: string;
            /** @description Online payment: where the browser goes to pay */
            paymentUrl?: string;
        };
        DeclineOfferDto: {
            reason?: string | null;
            lang?: components["schemas"]["Language"];
        };
        RequestNewOfferDto: {
            /** @description What the customer would like changed */
            message?: string | null;
            lang?: components["schemas"]["Language"];
        };
        OfferFollowUpDto: {
            /**
             * Format: uuid
             * @description The new quote request, linked to the offer (the same one on a second click)
             */
            quoteId: string;
            /** @description False when the request had been made already */
            created: boolean;
        };
        RentalDto: {
            /** @example 100001 */
            orderNumber: number;
            state: components["schemas"]["RentalState"];
            /** @description The contract's language (its emails and documents) */
            language: components["schemas"]["Language"];
            /** @example Shipping container 20ft */
            productTitle: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description The rented containers, when the product has units
             * @example [
             *       "MSKU 123456 5"
             *     ]
             */
            containerNumbers: string[];
            /**
             * @description Euros per container and day, excl. VAT
             * @example 3.5
             */
            dailyPrice: number;
            /**
             * @description Euros per period of 30 days for all the containers, excl. VAT
             * @example 105
             */
            periodPrice: number;
            /** @description The VAT decided with the order, kept for every period */
            vat: components["schemas"]["RentalVatDto"];
            /** Format: date */
            deliveryDate: string | null;
            /**
             * Format: date
             * @description Set by notice (or when the shop ends the rent), confirmed at pick-up
             */
            pickupDate: string | null;
            /** Format: date-time */
            noticeGivenAt: string | null;
            /** Format: date-time */
            endedAt: string | null;
            /**
             * Format: date
             * @description The day the next period is invoiced; null when none is to come
             */
            nextInvoiceDate: string | null;
            nextPeriod: components["schemas"]["RentalNextPeriodDto"] | null;
            /** @description Invoiced periods, in order */
            periods: components["schemas"]["RentalPeriodDto"][];
            /** @description Euros left to pay on all invoices */
            outstanding: number;
            /** @description Euros of that past their due date */
            overdue: number;
            notice: components["schemas"]["RentalNoticeFormDto"];
        };
        GiveNoticeDto: {
            /**
             * Format: date
             * @description The pick-up day: at least the notice period from today, at most a year ahead, not before delivery
             * @example 2026-05-15
             */
            pickupDate: string;
            /** @description Language of the messages */
            lang?: components["schemas"]["Language"];
        };
        WebhookAckDto: {
            /** @example true */
            received: boolean;
        };
        /** @enum {string} */
        AddressCountry: "belgium" | "germany" | "netherlands";
        /** @enum {string} */
        AuditAction: "insert" | "update" | "delete";
        /** @enum {string} */
        BooleanText: "true" | "false";
        /** @enum {string} */
        ColorType: "from_stack" | "wish_color";
        /** @enum {string} */
        Condition: "new" | "used-a" | "used-cw" | "rent";
        /** @enum {string} */
        ConditionBadgeType: "success" | "info" | "warning" | "error";
        /** @enum {string} */
        ContactSource: "contact_page" | "home" | "landing";
        /** @enum {string} */
        CustomerKind: "consumer" | "business";
        /** @enum {string} */
        DeliveryOption: "truck" | "truck_with_crane" | "self_pickup";
        /** @enum {string} */
        HealthStatus: "ok";
        /** @enum {string} */
        HighlightIcon: "Container" | "Ship" | "TrendingUp" | "Phone" | "Building";
        /** @enum {string} */
        InvoiceKind: "invoice" | "credit_note";
        /** @enum {string} */
        LandingPlacement: "footer";
        /** @enum {string} */
        LandingVisibility: "hidden" | "header" | "footer" | "footer_subsection" | "both";
        /** @enum {string} */
        LandingVisibilityFilter: "all" | "header" | "footer" | "both" | "hidden";
        /** @enum {string} */
        Language: "nl" | "de" | "fr" | "en";
        /** @enum {string} */
        MenuSection: "primary" | "secondary" | "products" | "company" | "services" | "support" | "resources";
        /** @enum {string} */
        NoticeGiver: "customer" | "shop";
        /** @enum {string} */
        OfferLineKind: "product" | "free" | "transport";
        /** @enum {string} */
        OfferRefusal: "accepted" | "declined" | "superseded" | "expired" | "not-sent";
        /** @enum {string} */
        OfferStatus: "draft" | "sent" | "viewed" | "accepted" | "declined" | "expired" | "ordered" | "paid";
        /** @enum {string} */
        OrderStatus: "pending" | "paid" | "processing" | "shipped" | "completed" | "cancelled";
        /** @enum {string} */
        OutboxRetryStatus: "pending";
        /** @enum {string} */
        OutboxStatus: "pending" | "sending" | "sent" | "dead";
        /** @enum {string} */
        PaymentMethod: "stripe" | "bank_transfer";
        /** @enum {string} */
        PeppolState: "not_applicable" | "pending" | "delivered";
        /** @enum {string} */
        ProductSort: "price-low" | "price-high" | "size-small" | "size-large" | "unsorted";
        /** @enum {string} */
        PurchaseOption: "new" | "used_a" | "used_cw" | "rent";
        /** @enum {string} */
        QuoteRequestType: "Lease" | "Special Modification" | "Bulk Order";
        /** @enum {string} */
        QuoteTransportType: "none" | "truck";
        /** @enum {string} */
        RedirectImportFormat: "lines" | "csv";
        /** @enum {integer} */
        RedirectStatusCode: 301 | 302 | 200;
        /** @enum {string} */
        RentalInvoiceStatus: "paid" | "open" | "overdue" | "credited";
        /** @enum {string} */
        RentalListFilter: "active" | "ending" | "ended";
        /** @enum {string} */
        RentalState: "awaiting-delivery" | "active" | "notice-given" | "ended";
        /** @enum {string} */
        SaleCondition: "new" | "used-a" | "used-cw";
        /** @enum {string} */
        SectionType: "hero_with_image" | "content_with_image_left" | "content_with_image_right" | "content_centered" | "highlight_boxes" | "content_two_columns" | "full_width_image" | "gradient_background" | "contact_section" | "container_carousel";
        /** @enum {string} */
        SizeGroup: "4-10ft" | "20ft" | "40ft" | "45ft";
        /** @enum {string} */
        SpecialSection: "leasing" | "custom-solutions" | "why-choose-us" | "complete-service" | "europe-reach";
        /** @enum {string} */
        StockStatus: "In Stock" | "Low Stock" | "Out of Stock";
        /** @enum {string} */
        TransportCountry: "BE" | "NL" | "DE";
        /** @enum {string} */
        UnitStatus: "available" | "reserved" | "sold" | "rented-out" | "in-repair" | "retired";
        /** @enum {string} */
        UploadPurpose: "contact" | "landing";
        /** @enum {string} */
        VatCategory: "S" | "K" | "AE";
        /** @enum {string} */
        VatNumberCheck: "confirmed" | "not_registered" | "unavailable" | "not_checked";
        /** @enum {string} */
        VatNumberCountry: "AT" | "BE" | "BG" | "CY" | "CZ" | "DE" | "DK" | "EE" | "EL" | "ES" | "FI" | "FR" | "HR" | "HU" | "IE" | "IT" | "LT" | "LU" | "LV" | "MT" | "NL" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description The database is unreachable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                /** @description Size group; HC sizes belong to their base size */
                size?: components["schemas"]["SizeGroup"];
                /** @description Type filter value (standard, high-cube, thermostatic, special, tank, …) */
                type?: string;
                sort?: components["schemas"]["ProductSort"];
                /** @description Only products with a rent price or ask_offer_rent; price sorts use the daily rent */
                rentable?: components["schemas"]["BooleanText"];
                page?: number;
                /** @description Without it, all matching products are returned */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListDto"];
                };
            };
            /** @description Unknown size group, sort, rentable or paging value */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetailDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Product not found with slug "{slug}" in any language */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getProductSlugs: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageSlugsDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getHomeContent: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeContentDto"];
                };
            };
            /** @description Unknown language or query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listLandingPages: {
        parameters: {
            query: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                /** @description Where the pages are listed; only 'footer' (visibility footer_subsection) */
                placement: components["schemas"]["LandingPlacement"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FooterPagesDto"];
                };
            };
            /** @description Missing or unknown placement (only 'footer'), or unknown language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getLandingPage: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPageDto"];
                };
            };
            /** @description Unknown language or query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Landing page with slug "{slug}" not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogListDto"];
                };
            };
            /** @description Unknown language or query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getBlogPost: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"];
                };
            };
            /** @description Unknown language or query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getBlogPostSlugs: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageSlugsDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listFaqs: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                /** @description Search text, case-insensitive */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqListDto"];
                };
            };
            /** @description q longer than 200 characters, unknown language or query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getSearchSuggestions: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                /** @description Search text, case-insensitive */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionsDto"];
                };
            };
            /** @description q longer than 200 characters, unknown language or query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getTransportPrice: {
        parameters: {
            query: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                /** @description Required for truck and truck_with_crane */
                country?: components["schemas"]["TransportCountry"];
                /** @description BE 4 digits, NL 4 digits and 2 letters, DE 5 digits */
                postcode?: string;
                option: components["schemas"]["DeliveryOption"];
                /** @description The product's size; 40ft sizes pay the double price per container */
                size?: string;
                quantity?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportPriceDto"];
                };
            };
            /** @description Bad postcode (localized), option, country, size or quantity */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unable to calculate price for this delivery option */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedCartDto"];
                };
            };
            /** @description Unknown or malformed cart id, item or product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                customerKind?: components["schemas"]["CustomerKind"];
                /** @description A business's VAT number, any common spelling; checked with VIES (a typo: 400 naming vatNumber) */
                vatNumber?: string;
                /** @description The customer's country, for a VAT number typed without its country prefix */
                country?: components["schemas"]["VatNumberCountry"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description A VAT number whose format or check digits are wrong (names vatNumber) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown or malformed cart id, item or product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The address's VIES lookups for this minute are spent (Retry-After says when to come back) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    addCartItem: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Bad quantity, postcode, delivery option, or a price/total field in the body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown or malformed cart id, item or product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Needs a quote (price on request, wish colour, no price), product unavailable, or cart full */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    clearCart: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown or malformed cart id, item or product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    removeCartItem: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown or malformed cart id, item or product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateCartItem: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown or malformed cart id, item or product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: {
                /** @description Language of the messages; else the body's lang, then Accept-Language, then nl */
                lang?: components["schemas"]["Language"];
            };
            header?: {
                /** @description Used when no lang is given */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CredentialsDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                /** @description Language of the sign-in page */
                lang?: components["schemas"]["Language"];
                /** @description The token of the emailed link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /{lang}/auth?verified=1 (or verified=0 for an unknown or used token) */
            302: {
                headers: {
                    /** @description The sign-in page */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: {
                /** @description Language of the messages; else the body's lang, then Accept-Language, then nl */
                lang?: components["schemas"]["Language"];
            };
            header?: {
                /** @description Used when no lang is given */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CredentialsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Email address not verified yet */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: {
                /** @description Language of the messages; else the body's lang, then Accept-Language, then nl */
                lang?: components["schemas"]["Language"];
            };
            header?: {
                /** @description Used when no lang is given */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: {
                /** @description Language of the messages; else the body's lang, then Accept-Language, then nl */
                lang?: components["schemas"]["Language"];
            };
            header?: {
                /** @description Used when no lang is given */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: {
                /** @description Language of the messages; else the body's lang, then Accept-Language, then nl */
                lang?: components["schemas"]["Language"];
            };
            header?: {
                /** @description Used when no lang is given */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirmDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectListDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    addRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddRedirectDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description In conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    importRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportRedirectsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    setRedirectActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetActiveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    testRedirect: {
        parameters: {
            query: {
                /** @description A path or URL of this site, e.g. /nl/oude-pagina */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectTestDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No redirect rule matches this URL. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAdminBlogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBlogPostListDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedBlogPostDto"];
                };
            };
            /** @description Title, URL Slug or Content missing in a language given; Image URL not a URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A URL Slug already used in that language (errors name the field) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getAdminBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBlogPostDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedBlogPostDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description In conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResultDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAdminLandingPages: {
        parameters: {
            query?: {
                /** @description Case-insensitive, on the default slug and the titles and slugs of every translation */
                search?: string;
                /** @description header: header or both; footer: footer, footer_subsection or both */
                visibility?: components["schemas"]["LandingVisibilityFilter"];
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLandingPageListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createLandingPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LandingPageInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedLandingPageDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The default slug, or a translation slug in its language, is taken (errors name the field) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getAdminLandingPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLandingPageDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateLandingPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LandingPageInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedLandingPageDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description In conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteLandingPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedLandingPageDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    setLandingPagePublished: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishedInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedLandingPageDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    replaceLandingPageSections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedLandingPageDto"];
                };
            };
            /** @description Unknown section type or icon, unsafe button URL, … (the field is named) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A kept section id belongs to another page */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAdminFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFaqListDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedFaqDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    reorderFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdOrderInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResultDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedFaqDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResultDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listHomeSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSectionListDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createHomeSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomeSectionInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSectionDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The id given is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    reorderHomeSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdOrderInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResultDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateHomeSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomeSectionInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSectionDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteHomeSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResultDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductDto"];
                };
            };
            /** @description A field is missing or invalid (named in errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A slug is taken in a language (errors name translations.{lang}.slug) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description In conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    setProductImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductImagesInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductImagesDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    addConditionImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConditionImageInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConditionImageDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteConditionImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    setMainConditionImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                condition: components["schemas"]["Condition"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImageUrlInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMainConditionImageDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteMainConditionImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                condition: components["schemas"]["Condition"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createConditionInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConditionInfoDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConditionInfoDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Failed to create condition info (it exists already) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateConditionInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                infoId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateConditionInfoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConditionInfoDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    uploadProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto"];
                };
            };
            /** @description 'File type not supported' or 'File too large. Maximum size: 5000KB' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
                status?: components["schemas"]["OrderStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportOrdersCsv: {
        parameters: {
            query?: {
                /** @description Orders created from this day (UTC) or ISO timestamp on */
                from?: string;
                /** @description Orders created up to and including this day (UTC), or before this ISO timestamp */
                to?: string;
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getAdminOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDetailDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    changeOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeOrderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDetailDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The move is not allowed from the current status */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listOffers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
                /** @description As people see it today (expired and paid included) */
                status?: components["schemas"]["OfferStatus"];
                /** @description Only the offers answering this quote request */
                quoteId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOfferListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOfferDto"];
                };
            };
            /** @description Each bad field named (negative price, discount over 100 % or the line, quantity outside 1..100, validity in the past, unknown product, empty offer) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getAdminOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOfferDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    reviseOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOfferDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Accepted (or ordered, paid): never changed; or changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    sendOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOfferDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not a draft, or its validity ended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    downloadOfferPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revision: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF ({number}-r{revision}.pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description First issue day (YYYY-MM-DD), included */
                from?: string;
                /** @description Last issue day (YYYY-MM-DD), included */
                to?: string;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListDto"];
                };
            };
            /** @description A date that is not YYYY-MM-DD (names from or to) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    downloadInvoiceFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/xml": string;
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    resendInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResentInvoiceDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuoteListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuoteDetailDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageDetailDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    downloadAttachment: {
        parameters: {
            query: {
                /** @description HMAC-SHA256 of the id and expires */
                signature: string;
                /** @description Unix seconds */
                expires: string;
            };
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not an admin, or the link is tampered with or expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
                /** @description pending, sending, sent or dead (failed for good) */
                status?: components["schemas"]["OutboxStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    retryOutboxEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxRetryDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Only failed emails can be retried. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listTransportRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRateListDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    replaceTransportRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceTransportRatesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportReplaceReportDto"];
                };
            };
            /** @description Each bad line as an error whose field is "csv.line N" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listUnits: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
                productId?: string;
                condition?: components["schemas"]["SaleCondition"];
                status?: components["schemas"]["UnitStatus"];
                depot?: string;
                /** @description Part of a container number, typed with or without spaces and dashes */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createUnit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUnitDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDto"];
                };
            };
            /** @description A malformed number or wrong check digit (naming containerNumber), an unknown product (naming productId), … */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The container number is already known */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getUnitSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitSettingsDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportUnitsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getUnit: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteUnit: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An order holds the unit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUnitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The move is not allowed from the unit’s status, an order holds it, or it changed meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    swapUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwapUnitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwappedUnitsDto"];
                };
            };
            /** @description Unknown replacement, or of another product or condition (naming replacementId) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The unit is not reserved, or the replacement is not available */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    addUnitPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    removeUnitPhoto: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listRentals: {
        parameters: {
            query?: {
                /** @description active: awaiting delivery or running; ending: notice given; ended */
                state?: components["schemas"]["RentalListFilter"];
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRentalListDto"];
                };
            };
            /** @description An unknown state, or bad paging (names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listOverdueRentals: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverdueRentalListDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getRentalContract: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRentalDetailDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    setRentalDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RentalDateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRentalDetailDto"];
                };
            };
            /** @description A date too far ahead, before the order, or the contract past delivery (names date) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    confirmRentalPickup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RentalDateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRentalDetailDto"];
                };
            };
            /** @description A date before delivery or after today, or the contract not delivered or ended (names date) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    endRentalEarly: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndRentalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRentalDetailDto"];
                };
            };
            /** @description A pick-up day before delivery or over a year ahead, or the contract ended (names pickupDate) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    markRentalInvoicePaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkRentalInvoicePaidDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRentalDetailDto"];
                };
            };
            /** @description A payment day in the future (names paidOn) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such contract, or the invoice is not one of its rental invoices */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Recorded as paid already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
                /** @description A table (products, orders, redirects …): its rows and the rows it owns */
                entity?: string;
                /** @description A record's id: with entity, that record's history (its own rows and those it owns) */
                id?: string;
                /** @description Part of the actor: an admin's email, or cli:{user} */
                actor?: string;
                /** @description From this day (midnight in Brussels) or ISO instant on */
                from?: string;
                /** @description Up to and including this day (Brussels), or before this ISO instant */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditListDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    lookUpPersonalData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataSummaryDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportPersonalData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyRequestDto"];
            };
        };
        responses: {
            /** @description The zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    erasePersonalData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureReportDto"];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid session: sign in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An admin's account, an open order or a running rental */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    requestQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedIdDto"];
                };
            };
            /** @description A field is missing or wrong (e.g. 'RAL colour is required'); unknown fields such as a price are refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    uploadFiles: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                /** @description landing stores under landing-page/, else contact-form/ */
                purpose?: components["schemas"]["UploadPurpose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedFilesDto"];
                };
            };
            /** @description Too many files, a file too large or of a type not accepted: nothing is stored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteUpload: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
                /** @description landing stores under landing-page/, else contact-form/ */
                purpose?: components["schemas"]["UploadPurpose"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown upload, or already attached to a message */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedIdDto"];
                };
            };
            /** @description A field is missing or wrong, or an attachment id is unknown or already used */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrderDto"];
                };
            };
            /** @description A bad or missing field (e.g. shippingAddress.email), or an empty cart */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A line can no longer be ordered as chosen (named in the message), or the cart changed meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The payment session could not be created (Payment Error) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getOrderBySession: {
        parameters: {
            query?: {
                /** @description The accessToken returned when the order was placed */
                token?: string;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmationDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: {
                /** @description The accessToken returned when the order was placed */
                token?: string;
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmationDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Order not found (also for a missing or wrong token) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    downloadOrderInvoiceFile: {
        parameters: {
            query?: {
                /** @description The order's access token */
                token?: string;
                /** @description Or the payment session id (cs_…) the payment page returned */
                session?: string;
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                orderId: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/xml": string;
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such document of this order, or a wrong token */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCustomerOffer: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOfferDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No offer has this link, or the offer expired or was declined more than OFFER_LINK_DAYS ago (the message says it has ended) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    acceptOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptOfferDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferAcceptedDto"];
                };
            };
            /** @description name missing, accepted not true, revision or paymentMethod wrong (each named) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not the latest revision, or expired, declined or already accepted: the reason in the language asked for */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The payment page could not be made: nothing was accepted, try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    declineOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineOfferDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOfferDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Already accepted, declined, superseded or expired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    requestNewOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestNewOfferDto"];
            };
        };
        responses: {
            /** @description Asked before: the same request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferFollowUpDto"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferFollowUpDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    downloadCustomerOfferPdf: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF ({number}-r{revision}.pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 requests a minute from one address: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getRental: {
        parameters: {
            query?: {
                /** @description Language of the messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalDto"];
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No contract has this link, or the rent ended and was settled more than RENTAL_LINK_DAYS ago (the message says it has ended) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    giveRentalNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiveNoticeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalDto"];
                };
            };
            /** @description pickupDate too soon, over a year ahead, before delivery, the contract not delivered, ended or ended early by the shop, or notice given RENTAL_NOTICES_PER_DAY times today (names pickupDate) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    downloadRentalDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/xml": string;
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<timestamp>,v1=<HMAC-SHA256 of "t.payload"> */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The Stripe event, exactly as Stripe sent it */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAckDto"];
                };
            };
            /** @description Missing or bad signature: nothing is changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    showSimulatedCheckout: {
        parameters: {
            query?: {
                /** @description Language of texts and messages */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown or expired session, or Stripe is configured (the page in HTML) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    paySimulatedCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to /{lang}/order-confirmation/{sessionId} */
            303: {
                headers: {
                    /** @description The success url */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    cancelSimulatedCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to /{lang}/cart-checkout */
            303: {
                headers: {
                    /** @description The cancel url */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    reportCspViolation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/csp-report": {
                    "csp-report"?: Record<string, never>;
                } | Record<string, never>[];
                "application/reports+json": {
                    "csp-report"?: Record<string, never>;
                } | Record<string, never>[];
            };
        };
        responses: {
            /** @description Received (whatever it held) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `errors` names each field and says what is wrong, in the language of `lang` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over 16 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request body is not in a media type or charset the route accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests: try again in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable: try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
