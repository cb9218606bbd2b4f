// Written by npm run openapi from docs/openapi.json with openapi-typescript: do not edit.
export interface paths {
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an account and signs it in (sets the session cookie) */
        post: operations["postAuthSignUpEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with an email address and password (sets the session cookie)
         * @description After repeated failures an address is refused for a while (429 with Retry-After): see the sign-in guard in docs/reliability.md.
         */
        post: operations["postAuthSignInEmail"];
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
        /** Ends the session of the cookie sent (every instance forgets it before the answer); without one, there is nothing to end */
        post: operations["postAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session of the cookie sent and its person, or null */
        get: operations["getAuthGetSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a sign-in with Google: the address of Google's sign-in page (404 without GOOGLE_CLIENT_ID) */
        post: operations["postAuthSignInSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google's return to this site after its sign-in page: signs in and redirects to the page asked for */
        get: operations["getAuthCallbackId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a reset link's token (POST /api/account/password-reset mails the link)
         * @description Every session of the account ends.
         */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the signed-in person's password (the current one first)
         * @description With revokeOtherSessions, every other session of the account ends.
         */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signs in with a sign-in link's token (once, within 15 minutes); sets the session cookie
         * @description The token of a link mailed by POST /api/account/sign-in-link. The answer is the person and their session (JSON, never a redirect: any callbackURL is ignored); a token unknown, used or expired is a 400. Only a script of the app's own pages may call it: a navigation, or a request from another site (Sec-Fetch-Site, Sec-Fetch-Mode), is a 403. Failed sign-ins from elsewhere do not stop it, and the client address it is used from counts as one the person has signed in from. 404 without SMTP_URL.
         */
        get: operations["getAuthMagicLinkVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/sign-in/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a sign-in with a passkey: the options for navigator.credentials.get
         * @description The challenge in them works once, for 5 minutes; any passkey of this site may answer. 404 where passkeys are off: BASE_URL names an IP address, or plain http on a host other than localhost.
         */
        post: operations["postAuthPasskeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with a passkey's answer to the options; sets the session cookie
         * @description The answer is the person and their session. A challenge unknown, used or expired, or a signature that does not check, is a 400; a passkey nobody here has (removed) is a 401. Failed sign-ins from elsewhere do not stop it, and the client address it is used from counts as one the person has signed in from. 404 where passkeys are off: BASE_URL names an IP address, or plain http on a host other than localhost.
         */
        post: operations["postAuthPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's address and currency, which sign-in methods (Google, passkeys), ways of paying, book lookups and email this server offers, how long a seller has to answer a booking, and where to report a vulnerability */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up (no database call) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers and has every migration of this build; 503 with the reason otherwise */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All book categories (ETag; cached for a minute) */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available books of one category (category_id), newest first, paginated
         * @description Visitors too. A seller's email is in the answer only for that seller and admins.
         */
        get: operations["getCategoriesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Books on sale matching words (title, author, ISBN, place, description) and filters, in a chosen order, paginated
         * @description Words use web search syntax ("a phrase", or, -word); when the words find no book, a misspelt word is corrected and the search made again, and the header X-Search-Corrected (URI-encoded) gives the words searched instead. When few books match, X-Total-Count counts them up to 1001 (more than 1000 means "1000+"); when many do, X-Total-Estimate says about how many instead. The next page's address is in the Link header. Visitors too; only each listing's seller and admins read its seller's email.
         */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/admin/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user with this email is a admin (that user or an admin) */
        get: operations["getUsersAdminEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/buyer/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user with this email is a buyer (that user or an admin) */
        get: operations["getUsersBuyerEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/seller/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user with this email is a seller (that user or an admin) */
        get: operations["getUsersSellerEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allbuyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, newest first; `role` narrows to buyers or sellers; paginated */
        get: operations["getAllbuyers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a user, ends their sessions and removes their listings */
        delete: operations["deleteUsersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sellers/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies a seller: a blue tick beside their name on their books and profile (idempotent) */
        post: operations["postSellersIdVerification"];
        /** Takes a seller's verification back (idempotent) */
        delete: operations["deleteSellersIdVerification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the signed-in user's profile (idempotent) */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived bearer access token for the signed-in owner of `email` */
        get: operations["getJwt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads one to five photos (multipart/form-data, each a file part, at most 20 MB): each is turned upright, stripped of all metadata and kept as WebP in three widths. Put their ids in a listing within a day. */
        post: operations["postPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's photo at one width (WebP), cached for a day (an hour in shared caches); 404 once it is removed */
        get: operations["getPhotosIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addproduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lists a book for sale, with its photos (ids from POST /api/photos, the cover first) or a picture's address; seller name and email come from the session */
        post: operations["postAddproduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/myproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in seller's listings, newest first, each with the booking it is in; paginated */
        get: operations["getMyproducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One book with its description, every photo and the seller's other books on sale; a hidden listing is seen by its seller and admins only
         * @description Visitors too. Only the listing's seller and admins read its seller's email.
         */
        get: operations["getProductsId"];
        put?: never;
        post?: never;
        /** Removes a listing with its photos (its seller or an admin) */
        delete: operations["deleteProductsId"];
        options?: never;
        head?: never;
        /** Changes a listing (its seller only): any of its fields, photo_ids replacing the photos; refused while a booking of it is open or once sold */
        patch: operations["patchProductsId"];
        trace?: never;
    };
    "/api/products/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides a listing on sale: off the catalogue, kept in My Products */
        post: operations["postProductsIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a hidden listing back on sale */
        post: operations["postProductsIdShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in seller's drafts (books kept to list later), newest first; paginated */
        get: operations["getDrafts"];
        put?: never;
        /** Keeps a book to list later by its ISBN, with what is known of it: 201 when new, 200 with the draft already kept for that ISBN; 409 past 100 drafts */
        post: operations["postDrafts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the seller's drafts; 404 for one that is gone or someone else's */
        delete: operations["deleteDraftsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/advertise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Advertises a listing on sale (its seller only) in the home page's Advertised Items for ADVERTISE_DAYS days from now (7 here); again, to start the days anew. 409 when it is not on sale */
        post: operations["postProductsIdAdvertise"];
        /** Stops advertising a listing (its seller only): it leaves the home page's Advertised Items */
        delete: operations["deleteProductsIdAdvertise"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advertised": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The advertised books on sale, the latest promotion first (at most 12); public, so nothing about their sellers */
        get: operations["getAdvertised"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/isbn/{isbn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fill from ISBN: the title, author, cover, publisher and year the book metadata service (BOOK_METADATA_URL) knows, and what copies listed here before say (title, author, format, language, publisher, year, category): with or without the service; 404 when neither knows the book */
        get: operations["getIsbnIsbn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What copies of a book (by isbn, else by title and author) sold for here in the past year: the middle half of the prices and their median, from 3 sales on; and the lowest price of a copy on sale now */
        get: operations["getPriceSuggestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in seller's incoming bookings (`state` narrows to some states, e.g. requested,accepted), newest first, paginated */
        get: operations["getBookings"];
        put?: never;
        /** Books a copy: exactly one buyer gets it, the others get 409 */
        post: operations["postBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/myorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer's bookings, newest first, each with its state; paginated */
        get: operations["getMyorders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking, for its buyer or its seller: both parties, its history, what the viewer may do */
        get: operations["getBookingsId"];
        put?: never;
        post?: never;
        /** Remove Item: the buyer cancels their booking (kept in both histories); the copy is available again */
        delete: operations["deleteBookingsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The seller accepts a requested booking; answers the booking after the change */
        post: operations["postBookingsIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The seller declines a requested booking: the copy is on sale again */
        post: operations["postBookingsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark as sold: the seller records the sale of an accepted booking (and the cash received) */
        post: operations["postBookingsIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel booking: the buyer (requested or accepted) or the seller (accepted); a reason is required once accepted */
        post: operations["postBookingsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
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
        /** Changes the signed-in person's name, on their listings too (past bookings, messages and reviews keep the name they were made with) */
        patch: operations["patchAccount"];
        trace?: never;
    };
    "/api/account/start-selling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start selling: the signed-in person may list books from now on, in the same account and session (they keep buying); the same answer when they already sell */
        post: operations["postAccountStartSelling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the signed-in person is signed in, the latest first (never the sessions' tokens) */
        get: operations["getAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one of the signed-in person's sessions at once (this one too: signing out) */
        delete: operations["deleteAccountSessionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything kept about the signed-in person, as a JSON file to download */
        get: operations["getAccountData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account: with its password; open bookings are cancelled and the other side told
         * @description Every session ends, the listings leave the catalogue. The other side of each booking keeps it, with the messages and reviews written, under "A former member" and without email, phone or meeting place. An account that signs in with Google alone has no password to give.
         */
        post: operations["postAccountDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: mails a reset link to the address if it has an account (the same answer either way)
         * @description The link works once, for an hour, and setting the new password (POST /api/auth/reset-password) ends every session. The request only queues a job: it does the same work, in the same time, whether or not the address has an account.
         */
        post: operations["postAccountPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a sign-in link to the address if it has an account (the same answer either way); only with SMTP_URL set
         * @description The link opens the web app's /email/sign-in page, whose Sign in button sends its token to GET /api/auth/magic-link/verify: it works once, for 15 minutes, and also while failed sign-ins from elsewhere lock the password. No account is created. The request only queues a job: it does the same work, in the same time, whether or not the address has an account. Without SMTP_URL it answers 404: mail would stay in the admins' outbox.
         */
        post: operations["postAccountSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms an email address with the token of the link mailed to it (once; no sign-in: the link's token) */
        post: operations["postAccountVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a new confirmation link to the signed-in person (Resend); earlier links stop working */
        post: operations["postAccountVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's passkeys, the latest first (names and dates, never their keys) */
        get: operations["getAccountPasskeys"];
        put?: never;
        /**
         * Adds a passkey: its name and the browser's new credential, made from the options just given
         * @description A challenge unknown, used, expired or given to someone else, or a credential that does not check, is a 400; a credential already added (by anyone) is a 409.
         */
        post: operations["postAccountPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts adding a passkey: the options for navigator.credentials.create
         * @description The challenge in them works once, for 5 minutes, for this person. Only from a sign-in of the last day (403 otherwise), and while the account has fewer than 10 passkeys (409).
         */
        post: operations["postAccountPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the signed-in person's passkeys: it signs nobody in any more */
        delete: operations["deleteAccountPasskeysId"];
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
        /**
         * Every email the server wrote, newest first, paginated (admin)
         * @description Without SMTP_URL no email leaves the server: each is kept here (state "kept"), for an admin to read what people would get.
         */
        get: operations["getAdminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which emails an unsubscribe link stops, and whether they are stopped (no sign-in: the link's token) */
        get: operations["getMailUnsubscribe"];
        put?: never;
        /** Stops one kind of email to the link's person, at once (one click from the email; again: no change) */
        post: operations["postMailUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends one kind of email again, undoing an unsubscribe from the same link */
        post: operations["postMailSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking's thread (its buyer's conversation about the copy, questions before booking included), newest first, paginated; for its buyer and seller only */
        get: operations["getBookingsIdMessages"];
        put?: never;
        /** Sends a text message to the other side of the booking, who is notified */
        post: operations["postBookingsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages: the signed-in person's conversations and booking threads, the latest activity first, each with the book, the other person, the last message and whether it is unread; paginated */
        get: operations["getConversations"];
        put?: never;
        /** Message seller: the signed-in person's conversation about a copy, 201 when new, 200 with the same one when it exists; never about one's own listing, nor with someone either of you blocked */
        post: operations["postConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the signed-in person’s conversations hold a message they have not opened */
        get: operations["getConversationsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation, for its buyer and seller only */
        get: operations["getConversationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation's messages, newest first, paginated; for its buyer and seller only */
        get: operations["getConversationsIdMessages"];
        put?: never;
        /** Sends a text message to the other side of the conversation, who is notified; refused once either blocked the other */
        post: operations["postConversationsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opened: the conversation is read, and its notifications (its messages’, its bookings’) too, on every open page of the person */
        post: operations["postConversationsIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people the signed-in person blocked, the latest first */
        get: operations["getBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Blocks a person: they can no longer message you, book your books or see your contact data, and you cannot book theirs; the open bookings between you are cancelled, and they are told. Again changes nothing */
        put: operations["putBlocksUserId"];
        post?: never;
        /** Unblocks a person; unblocking someone not blocked changes nothing */
        delete: operations["deleteBlocksUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's notifications, newest first, paginated */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the signed-in person's notifications are unread (the bell's number) */
        get: operations["getNotificationsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one of the signed-in person's notifications read (again: no change) */
        post: operations["postNotificationsIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all as read: every one of the signed-in person's notifications, at once on every open page of theirs */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live updates (text/event-stream of LiveEvent): the person's notifications changed, with their unread count; with ?booking=, that booking's new messages (its conversation's), and its changes with where it stands (its buyer and seller only); with ?conversation=, that conversation's new messages (its two people only). Asked for with Accept: text/event-stream, as an EventSource does. */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The booking's buyer chooses how to pay: cash at the meetup, or card (answers where to pay, Stripe Checkout) */
        post: operations["postBookingsIdPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events (signed): a Checkout session paid makes its booking paid */
        post: operations["postStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reviews the other party of a completed booking: a rating of 1 to 5 and an optional comment, once */
        post: operations["postBookingsIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer's saved books, the latest saved first, each as it is now with the price it was saved at; paginated */
        get: operations["getWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ids of every book the signed-in buyer saved (the cards' hearts), the latest first */
        get: operations["getWishlistIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves a book to the wishlist with its price now; saving it again changes nothing. 404 for a book the buyer cannot see */
        put: operations["putWishlistProductId"];
        post?: never;
        /** Takes a book off the wishlist; taking it off again answers the same */
        delete: operations["deleteWishlistProductId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer's "Tell me when another copy is listed" alerts, the latest first */
        get: operations["getAlerts"];
        put?: never;
        /** Tells the buyer when another copy of this book is listed: by its ISBN, or by its title and author when it has none. 201 when new, 200 with the same alert when it was already set */
        post: operations["postAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stops one of the signed-in buyer's alerts */
        delete: operations["deleteAlertsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person as others see them: name, role, member since, rating, books on sale and latest reviews */
        get: operations["getProfilesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported Items: each book, person or conversation with open reports, its reasons with their counts, the latest notes and a conversation's last messages, the first reported first; paginated */
        get: operations["getReports"];
        put?: never;
        /** Reports a book (its listing), a person, or a conversation one is in to the admins, with a reason and an optional note; once per person and item */
        post: operations["postReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/books/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a reported listing as DELETE /api/products/:id does (an open booking of it cancelled), resolves its reports and tells its seller */
        post: operations["postReportsBooksIdRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/books/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismisses the open reports of a book: it leaves the queue as it is */
        post: operations["postReportsBooksIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/people/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismisses the open reports of a person: it leaves the queue as it is */
        post: operations["postReportsPeopleIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/conversations/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismisses the open reports of a conversation: it leaves the queue as it is */
        post: operations["postReportsConversationsIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What crawlers may read: every page but the private ones, and the sitemap */
        get: operations["getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/security.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where to report a vulnerability (RFC 9116), when SECURITY_CONTACT is set */
        get: operations["getWellKnownSecurityTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sitemap: the categories and the books on sale, or past 50,000 addresses an index of /sitemaps/<n>.xml */
        get: operations["getSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemaps/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file of a sitemap index (<n>.xml): at most 50,000 addresses */
        get: operations["getSitemapsFile"];
        put?: never;
        post?: never;
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
        /** @description Every error answer: the status, its name, a sentence for people, and a code for programs */
        Error: {
            statusCode: number;
            /** @description The status name, e.g. "Not Found" */
            error: string;
            /** @description What went wrong, in a sentence a person can read */
            message: string;
            /** @description What went wrong, for programs (e.g. BOOKING_NOT_FOUND); the operation lists its own */
            code?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthSignUpEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    password: string;
                    /** @enum {string} */
                    role: "buyer" | "seller";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            emailVerified: boolean;
                            image: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description ISO 8601 */
                            updatedAt: string;
                            /**
                             * @description The account type chosen at sign-up (every account buys)
                             * @enum {string}
                             */
                            role: "buyer" | "seller";
                            sells: boolean;
                            isAdmin: boolean;
                        };
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, VALIDATION_ERROR, INVALID_EMAIL, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "VALIDATION_ERROR" | "INVALID_EMAIL" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL, CROSS_SITE_NAVIGATION_LOGIN_BLOCKED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL" | "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Unprocessable Entity: USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthSignInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: boolean;
                        url?: string;
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            emailVerified: boolean;
                            image: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description ISO 8601 */
                            updatedAt: string;
                            /**
                             * @description The account type chosen at sign-up (every account buys)
                             * @enum {string}
                             */
                            role: "buyer" | "seller";
                            sells: boolean;
                            isAdmin: boolean;
                        };
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_EMAIL_OR_PASSWORD */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_EMAIL_OR_PASSWORD";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL, CROSS_SITE_NAVIGATION_LOGIN_BLOCKED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL" | "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthGetSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: {
                            id: string;
                            userId: string;
                            /** @description ISO 8601 */
                            expiresAt: string;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description ISO 8601 */
                            updatedAt: string;
                            ipAddress?: string | null;
                            userAgent?: string | null;
                        };
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            emailVerified: boolean;
                            image: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description ISO 8601 */
                            updatedAt: string;
                            /**
                             * @description The account type chosen at sign-up (every account buys)
                             * @enum {string}
                             */
                            role: "buyer" | "seller";
                            sells: boolean;
                            isAdmin: boolean;
                        };
                    } | null;
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthSignInSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "google";
                    /** @description A path of this site to return to */
                    callbackURL?: string;
                    newUserCallbackURL?: string;
                    errorCallbackURL?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        redirect: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL";
                    };
                };
            };
            /** @description Not Found: PROVIDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthCallbackId: {
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
            /** @description Found: To the callbackURL given at the start (signed in), or to the login page with ?error= (state_mismatch, access_denied, …) */
            302: {
                headers: {
                    /** @description Where the browser goes next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, VALIDATION_ERROR, INVALID_TOKEN, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "VALIDATION_ERROR" | "INVALID_TOKEN" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                    revokeOtherSessions?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            emailVerified: boolean;
                            image: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description ISO 8601 */
                            updatedAt: string;
                            /**
                             * @description The account type chosen at sign-up (every account buys)
                             * @enum {string}
                             */
                            role: "buyer" | "seller";
                            sells: boolean;
                            isAdmin: boolean;
                        };
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, VALIDATION_ERROR, INVALID_PASSWORD, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "VALIDATION_ERROR" | "INVALID_PASSWORD" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG";
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthMagicLinkVerify: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, SIGN_IN_LINK_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "SIGN_IN_LINK_INVALID";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: SIGN_IN_LINKS_OFF */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "SIGN_IN_LINKS_OFF";
                    };
                };
            };
            /** @description Too Many Requests: RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPasskeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId?: string;
                        rp?: {
                            id?: string;
                            name: string;
                        };
                        timeout?: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL";
                    };
                };
            };
            /** @description Not Found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS, RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS" | "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, PASSKEY_CHALLENGE_INVALID, PASSKEY_NOT_VERIFIED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "PASSKEY_CHALLENGE_INVALID" | "PASSKEY_NOT_VERIFIED";
                    };
                };
            };
            /** @description Unauthorized: PASSKEY_UNKNOWN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PASSKEY_UNKNOWN";
                    };
                };
            };
            /** @description Forbidden: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, INVALID_CALLBACK_URL, INVALID_REDIRECT_URL, INVALID_ERROR_CALLBACK_URL, INVALID_NEW_USER_CALLBACK_URL */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN" | "INVALID_CALLBACK_URL" | "INVALID_REDIRECT_URL" | "INVALID_ERROR_CALLBACK_URL" | "INVALID_NEW_USER_CALLBACK_URL";
                    };
                };
            };
            /** @description Not Found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS, RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS" | "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        siteUrl: string;
                        currency: string;
                        googleSignIn: boolean;
                        cardPayments: boolean;
                        isbnLookup: boolean;
                        emailDelivery: boolean;
                        passkeys: boolean;
                        bookingRequestHours: number;
                        securityContact: string | null;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        migrations: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        code?: string;
                    };
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        category_id: string;
                        category_name: string;
                        image_url: string;
                    }[];
                };
            };
            /** @description Not Modified: the copy named in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategoriesId: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        category_id: string;
                        category_name: string;
                        book_name: string;
                        image_url: string;
                        original_price: number;
                        resell_price: number;
                        used: number;
                        location: string;
                        /** @enum {string} */
                        product_condition: "excellent" | "good" | "fair";
                        posted_time: string;
                        seller_name: string;
                        seller_email?: string;
                        /** @enum {string} */
                        status: "available" | "booked" | "sold" | "hidden" | "held";
                        author: string;
                        isbn: string | null;
                        /** @enum {string} */
                        format: "paperback" | "hardcover" | "other";
                        language: string;
                        condition_notes: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                        seller_id: string;
                        seller_rating: {
                            average: number | null;
                            count: number;
                        };
                        seller_verified: boolean;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN";
                    };
                };
            };
            /** @description Not Found: CATEGORY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CATEGORY_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query?: {
                q?: string;
                category?: string;
                condition?: "excellent" | "good" | "fair";
                min_price?: number;
                max_price?: number;
                location?: string;
                format?: "paperback" | "hardcover" | "other";
                language?: "English" | "Arabic" | "Bengali" | "Chinese" | "French" | "German" | "Hindi" | "Italian" | "Japanese" | "Korean" | "Portuguese" | "Russian" | "Spanish" | "Turkish" | "Urdu" | "Other";
                sort?: "relevance" | "newest" | "price_asc" | "price_desc";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    /** @description Sent instead of X-Total-Count when counting every match would be slow: an estimate */
                    "X-Total-Estimate"?: string;
                    /** @description The corrected search text (URI-encoded) when the text as typed found nothing */
                    "X-Search-Corrected"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        category_id: string;
                        category_name: string;
                        book_name: string;
                        image_url: string;
                        original_price: number;
                        resell_price: number;
                        used: number;
                        location: string;
                        /** @enum {string} */
                        product_condition: "excellent" | "good" | "fair";
                        posted_time: string;
                        seller_name: string;
                        seller_email?: string;
                        /** @enum {string} */
                        status: "available" | "booked" | "sold" | "hidden" | "held";
                        author: string;
                        isbn: string | null;
                        /** @enum {string} */
                        format: "paperback" | "hardcover" | "other";
                        language: string;
                        condition_notes: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                        seller_id: string;
                        seller_rating: {
                            average: number | null;
                            count: number;
                        };
                        seller_verified: boolean;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersAdminEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isAdmin: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_YOUR_ACCOUNT */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_YOUR_ACCOUNT";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersBuyerEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isBuyer: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_YOUR_ACCOUNT */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_YOUR_ACCOUNT";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersSellerEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isSeller: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_YOUR_ACCOUNT */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_YOUR_ACCOUNT";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAllbuyers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                role?: "buyer" | "seller";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "buyer" | "seller";
                        sells: boolean;
                        isAdmin: boolean;
                        verified: boolean;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUsersId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        deletedCount: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN, CANNOT_DELETE_SELF */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN" | "CANNOT_DELETE_SELF";
                    };
                };
            };
            /** @description Not Found: USER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSellersIdVerification: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        verified: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: USER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: NOT_A_SELLER */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_A_SELLER";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSellersIdVerification: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        verified: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: USER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: NOT_A_SELLER */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_A_SELLER";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /** @enum {string} */
                    role: "buyer" | "seller" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, ADMIN_NOT_ASSIGNABLE, NOT_YOUR_ACCOUNT */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "ADMIN_NOT_ASSIGNABLE" | "NOT_YOUR_ACCOUNT";
                    };
                };
            };
            /** @description Conflict: ROLE_CHANGE_NOT_ALLOWED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "ROLE_CHANGE_NOT_ALLOWED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJwt: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_YOUR_ACCOUNT */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_YOUR_ACCOUNT";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description One to 5 file parts named photo (JPEG, PNG, WebP, AVIF or HEIC), each at most 20 MB */
                    photo: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: {
                            id: string;
                            url: string;
                            width: number;
                            height: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, NO_PHOTO, UNREADABLE_UPLOAD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "NO_PHOTO" | "UNREADABLE_UPLOAD";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE, PHOTO_TOO_LARGE, PHOTO_TOO_MANY_PIXELS, TOO_MANY_PHOTOS, UPLOAD_TOO_MANY_PIXELS */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE" | "PHOTO_TOO_LARGE" | "PHOTO_TOO_MANY_PIXELS" | "TOO_MANY_PHOTOS" | "UPLOAD_TOO_MANY_PIXELS";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE, NOT_A_PHOTO, HEIC_NOT_READABLE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE" | "NOT_A_PHOTO" | "HEIC_NOT_READABLE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS, PHOTO_QUEUE_FULL */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS" | "PHOTO_QUEUE_FULL";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable: UPLOADS_BUSY */
            503: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UPLOADS_BUSY";
                    };
                };
            };
        };
    };
    getPhotosIdFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Not Modified: the copy named in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Not Found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAddproduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category_id: "1" | "2" | "3";
                    /** @enum {string} */
                    category_name: "Action & Adventure" | "Comics & Fantasy" | "Literary Fiction";
                    book_name: string;
                    author: string;
                    isbn?: string | null;
                    publisher?: string;
                    published_year?: (number | null) | (string | null);
                    description?: string;
                    /**
                     * @default paperback
                     * @enum {string}
                     */
                    format?: "paperback" | "hardcover" | "other";
                    /**
                     * @default English
                     * @enum {string}
                     */
                    language?: "English" | "Arabic" | "Bengali" | "Chinese" | "French" | "German" | "Hindi" | "Italian" | "Japanese" | "Korean" | "Portuguese" | "Russian" | "Spanish" | "Turkish" | "Urdu" | "Other";
                    /** @default [] */
                    photo_ids?: string[];
                    image_url?: string;
                    original_price?: number | string;
                    resell_price: number | string;
                    used?: number | string;
                    location: string;
                    /** @enum {string} */
                    product_condition: "excellent" | "good" | "fair";
                    /** @default [] */
                    condition_notes?: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                    /** Format: uuid */
                    draft_id?: string;
                    posted_time?: string;
                    seller_name?: string;
                    seller_email?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        insertedId: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, IMAGE_URL_NOT_A_PICTURE, PHOTO_NOT_FOUND */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "IMAGE_URL_NOT_A_PICTURE" | "PHOTO_NOT_FOUND";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: CATEGORY_NOT_FOUND, DRAFT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CATEGORY_NOT_FOUND" | "DRAFT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMyproducts: {
        parameters: {
            query: {
                limit?: number;
                cursor?: string;
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        category_id: string;
                        category_name: string;
                        book_name: string;
                        image_url: string;
                        original_price: number;
                        resell_price: number;
                        used: number;
                        location: string;
                        /** @enum {string} */
                        product_condition: "excellent" | "good" | "fair";
                        posted_time: string;
                        seller_name: string;
                        seller_email?: string;
                        /** @enum {string} */
                        status: "available" | "booked" | "sold" | "hidden" | "held";
                        author: string;
                        isbn: string | null;
                        /** @enum {string} */
                        format: "paperback" | "hardcover" | "other";
                        language: string;
                        condition_notes: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                        seller_id: string;
                        seller_rating: {
                            average: number | null;
                            count: number;
                        };
                        seller_verified: boolean;
                        bookingId: string | null;
                        advertised_until: string | null;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN, NOT_YOUR_ACCOUNT */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "NOT_YOUR_ACCOUNT";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductsId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        category_id: string;
                        category_name: string;
                        book_name: string;
                        image_url: string;
                        original_price: number;
                        resell_price: number;
                        used: number;
                        location: string;
                        /** @enum {string} */
                        product_condition: "excellent" | "good" | "fair";
                        posted_time: string;
                        seller_name: string;
                        seller_email?: string;
                        /** @enum {string} */
                        status: "available" | "booked" | "sold" | "hidden" | "held";
                        author: string;
                        isbn: string | null;
                        /** @enum {string} */
                        format: "paperback" | "hardcover" | "other";
                        language: string;
                        condition_notes: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                        seller_id: string;
                        seller_rating: {
                            average: number | null;
                            count: number;
                        };
                        seller_verified: boolean;
                        publisher: string;
                        published_year: number | null;
                        description: string;
                        photos: string[];
                        sold_at: string | null;
                        viewer_booking: {
                            _id: string;
                            /** @enum {string} */
                            state: "requested" | "accepted";
                        } | null;
                        more_from_seller: {
                            _id: string;
                            category_id: string;
                            category_name: string;
                            book_name: string;
                            image_url: string;
                            original_price: number;
                            resell_price: number;
                            used: number;
                            location: string;
                            /** @enum {string} */
                            product_condition: "excellent" | "good" | "fair";
                            posted_time: string;
                            seller_name: string;
                            seller_email?: string;
                            /** @enum {string} */
                            status: "available" | "booked" | "sold" | "hidden" | "held";
                            author: string;
                            isbn: string | null;
                            /** @enum {string} */
                            format: "paperback" | "hardcover" | "other";
                            language: string;
                            condition_notes: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                            seller_id: string;
                            seller_rating: {
                                average: number | null;
                                count: number;
                            };
                            seller_verified: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProductsId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        deletedCount: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchProductsId: {
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
                "application/json": {
                    book_name?: string;
                    author?: string;
                    isbn?: string | null;
                    publisher?: string;
                    published_year?: (number | null) | (string | null);
                    description?: string;
                    /** @enum {string} */
                    format?: "paperback" | "hardcover" | "other";
                    /** @enum {string} */
                    language?: "English" | "Arabic" | "Bengali" | "Chinese" | "French" | "German" | "Hindi" | "Italian" | "Japanese" | "Korean" | "Portuguese" | "Russian" | "Spanish" | "Turkish" | "Urdu" | "Other";
                    photo_ids?: string[];
                    image_url?: string;
                    original_price?: number | string;
                    resell_price?: number | string;
                    used?: number | string;
                    location?: string;
                    /** @enum {string} */
                    product_condition?: "excellent" | "good" | "fair";
                    condition_notes?: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, IMAGE_URL_NOT_A_PICTURE, IMAGE_URL_WITH_PHOTOS, PHOTO_NOT_FOUND */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "IMAGE_URL_NOT_A_PICTURE" | "IMAGE_URL_WITH_PHOTOS" | "PHOTO_NOT_FOUND";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: LISTING_LOCKED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "LISTING_LOCKED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProductsIdHide: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: LISTING_LOCKED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "LISTING_LOCKED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProductsIdShow: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: LISTING_HELD */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "LISTING_HELD";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDrafts: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        isbn: string;
                        book_name: string;
                        author: string;
                        publisher: string;
                        published_year: number | null;
                        /** @enum {string|null} */
                        format: "paperback" | "hardcover" | "other" | null;
                        language: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isbn: string;
                    book_name?: string;
                    author?: string;
                    publisher?: string;
                    published_year?: (number | null) | (string | null);
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    format?: "paperback" | "hardcover" | "other" | null;
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    language?: "English" | "Arabic" | "Bengali" | "Chinese" | "French" | "German" | "Hindi" | "Italian" | "Japanese" | "Korean" | "Portuguese" | "Russian" | "Spanish" | "Turkish" | "Urdu" | "Other" | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        isbn: string;
                        book_name: string;
                        author: string;
                        publisher: string;
                        published_year: number | null;
                        /** @enum {string|null} */
                        format: "paperback" | "hardcover" | "other" | null;
                        language: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        isbn: string;
                        book_name: string;
                        author: string;
                        publisher: string;
                        published_year: number | null;
                        /** @enum {string|null} */
                        format: "paperback" | "hardcover" | "other" | null;
                        language: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Conflict: DRAFTS_FULL */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "DRAFTS_FULL";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDraftsId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: DRAFT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "DRAFT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProductsIdAdvertise: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        advertised_until: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: NOT_ON_SALE_TO_ADVERTISE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_ON_SALE_TO_ADVERTISE";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProductsIdAdvertise: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdvertised: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        category_id: string;
                        category_name: string;
                        book_name: string;
                        author: string;
                        image_url: string;
                        original_price: number;
                        resell_price: number;
                        /** @enum {string} */
                        product_condition: "excellent" | "good" | "fair";
                        location: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIsbnIsbn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                isbn: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isbn: string;
                        title: string;
                        author: string;
                        cover: {
                            id: string;
                            url: string;
                            width: number;
                            height: number;
                        } | null;
                        /** @enum {string|null} */
                        format: "paperback" | "hardcover" | "other" | null;
                        language: string | null;
                        publisher: string | null;
                        published_year: number | null;
                        category_id: string | null;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: BOOK_METADATA_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOK_METADATA_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable: BOOK_METADATA_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOK_METADATA_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPriceSuggestion: {
        parameters: {
            query?: {
                isbn?: string;
                title?: string;
                author?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sales: {
                            count: number;
                            low: number;
                            median: number;
                            high: number;
                        } | null;
                        onSaleFrom: number | null;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookings: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        image_url: string;
                        productName: string;
                        productPrice: number;
                        buyerId: string | null;
                        buyerName: string;
                        meetingLocation: string;
                        phoneNumber: string;
                        createdAt: string;
                        /** @enum {string} */
                        state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        stateChangedAt: string;
                        expiresAt: string | null;
                        payment: {
                            /** @enum {string|null} */
                            method: "cash" | "card" | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "paid" | "refunding" | "refunded";
                        };
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: string;
                    meetingLocation: string;
                    phoneNumber: string | number;
                    userName?: string;
                    email?: string;
                    productName?: string;
                    productPrice?: number | string;
                    image_url?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        insertedId: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, BLOCKED, OWN_LISTING_BOOKING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "BLOCKED" | "OWN_LISTING_BOOKING";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: BOOK_ALREADY_BOOKED, OPEN_BOOKINGS_LIMIT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOK_ALREADY_BOOKED" | "OPEN_BOOKINGS_LIMIT";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMyorders: {
        parameters: {
            query: {
                limit?: number;
                cursor?: string;
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        image_url: string;
                        productName: string;
                        productPrice: number;
                        userName: string;
                        email: string;
                        meetingLocation: string;
                        phoneNumber: string;
                        sellerName: string;
                        sellerEmail: string;
                        sellerId: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        stateChangedAt: string;
                        expiresAt: string | null;
                        payment: {
                            /** @enum {string|null} */
                            method: "cash" | "card" | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "paid" | "refunding" | "refunded";
                        };
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_YOUR_ACCOUNT */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_YOUR_ACCOUNT";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookingsId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        conversationId: string;
                        image_url: string;
                        productName: string;
                        productPrice: number;
                        buyer: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        };
                        seller: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            email: string;
                        };
                        meetingLocation: string;
                        phoneNumber: string;
                        createdAt: string;
                        /** @enum {string} */
                        state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        expiresAt: string | null;
                        history: {
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                            actorName: string | null;
                            reason: string | null;
                            at: string;
                        }[];
                        payment: {
                            /** @enum {string|null} */
                            method: "cash" | "card" | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "paid" | "refunding" | "refunded";
                        };
                        /** @enum {string} */
                        viewerRole: "buyer" | "seller";
                        actions: ("accept" | "decline" | "complete" | "cancel")[];
                        payWith: ("cash" | "card")[];
                        blocked: boolean;
                        reviews: {
                            _id: string;
                            bookingId: string;
                            authorId: string | null;
                            authorName: string;
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                        }[];
                        canReview: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_A_PARTY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PARTY";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBookingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        deletedCount: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: BOOKING_STATE_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_STATE_CHANGED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsIdAccept: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        conversationId: string;
                        image_url: string;
                        productName: string;
                        productPrice: number;
                        buyer: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        };
                        seller: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            email: string;
                        };
                        meetingLocation: string;
                        phoneNumber: string;
                        createdAt: string;
                        /** @enum {string} */
                        state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        expiresAt: string | null;
                        history: {
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                            actorName: string | null;
                            reason: string | null;
                            at: string;
                        }[];
                        payment: {
                            /** @enum {string|null} */
                            method: "cash" | "card" | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "paid" | "refunding" | "refunded";
                        };
                        /** @enum {string} */
                        viewerRole: "buyer" | "seller";
                        actions: ("accept" | "decline" | "complete" | "cancel")[];
                        payWith: ("cash" | "card")[];
                        blocked: boolean;
                        reviews: {
                            _id: string;
                            bookingId: string;
                            authorId: string | null;
                            authorName: string;
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                        }[];
                        canReview: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY, FORBIDDEN, BLOCKED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY" | "FORBIDDEN" | "BLOCKED";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: BOOKING_STATE_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_STATE_CHANGED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsIdDecline: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        conversationId: string;
                        image_url: string;
                        productName: string;
                        productPrice: number;
                        buyer: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        };
                        seller: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            email: string;
                        };
                        meetingLocation: string;
                        phoneNumber: string;
                        createdAt: string;
                        /** @enum {string} */
                        state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        expiresAt: string | null;
                        history: {
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                            actorName: string | null;
                            reason: string | null;
                            at: string;
                        }[];
                        payment: {
                            /** @enum {string|null} */
                            method: "cash" | "card" | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "paid" | "refunding" | "refunded";
                        };
                        /** @enum {string} */
                        viewerRole: "buyer" | "seller";
                        actions: ("accept" | "decline" | "complete" | "cancel")[];
                        payWith: ("cash" | "card")[];
                        blocked: boolean;
                        reviews: {
                            _id: string;
                            bookingId: string;
                            authorId: string | null;
                            authorName: string;
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                        }[];
                        canReview: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: BOOKING_STATE_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_STATE_CHANGED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsIdComplete: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        conversationId: string;
                        image_url: string;
                        productName: string;
                        productPrice: number;
                        buyer: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        };
                        seller: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            email: string;
                        };
                        meetingLocation: string;
                        phoneNumber: string;
                        createdAt: string;
                        /** @enum {string} */
                        state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        expiresAt: string | null;
                        history: {
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                            actorName: string | null;
                            reason: string | null;
                            at: string;
                        }[];
                        payment: {
                            /** @enum {string|null} */
                            method: "cash" | "card" | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "paid" | "refunding" | "refunded";
                        };
                        /** @enum {string} */
                        viewerRole: "buyer" | "seller";
                        actions: ("accept" | "decline" | "complete" | "cancel")[];
                        payWith: ("cash" | "card")[];
                        blocked: boolean;
                        reviews: {
                            _id: string;
                            bookingId: string;
                            authorId: string | null;
                            authorName: string;
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                        }[];
                        canReview: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: BOOKING_STATE_CHANGED, CARD_PAYMENT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_STATE_CHANGED" | "CARD_PAYMENT_PENDING";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        conversationId: string;
                        image_url: string;
                        productName: string;
                        productPrice: number;
                        buyer: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        };
                        seller: {
                            id: string | null;
                            name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            email: string;
                        };
                        meetingLocation: string;
                        phoneNumber: string;
                        createdAt: string;
                        /** @enum {string} */
                        state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        expiresAt: string | null;
                        history: {
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                            actorName: string | null;
                            reason: string | null;
                            at: string;
                        }[];
                        payment: {
                            /** @enum {string|null} */
                            method: "cash" | "card" | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "paid" | "refunding" | "refunded";
                        };
                        /** @enum {string} */
                        viewerRole: "buyer" | "seller";
                        actions: ("accept" | "decline" | "complete" | "cancel")[];
                        payWith: ("cash" | "card")[];
                        blocked: boolean;
                        reviews: {
                            _id: string;
                            bookingId: string;
                            authorId: string | null;
                            authorName: string;
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                        }[];
                        canReview: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, CANCEL_REASON_REQUIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "CANCEL_REASON_REQUIRED";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: BOOKING_STATE_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_STATE_CHANGED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountStartSelling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sells: true;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        current: boolean;
                        createdAt: string;
                        lastActiveAt: string;
                        ipAddress: string | null;
                        userAgent: string | null;
                        device: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccountSessionsId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: SESSION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "SESSION_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Names the file the answer is saved as */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, WRONG_PASSWORD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "WRONG_PASSWORD";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        message: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        message: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Not Found: SIGN_IN_LINKS_OFF */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "SIGN_IN_LINKS_OFF";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, VERIFY_LINK_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "VERIFY_LINK_INVALID";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Conflict: EMAIL_ALREADY_VERIFIED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "EMAIL_ALREADY_VERIFIED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        createdAt: string;
                        lastUsedAt: string | null;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                            authenticatorData?: string;
                            publicKeyAlgorithm?: number;
                            publicKey?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        createdAt: string;
                        lastUsedAt: string | null;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, PASSKEY_CHALLENGE_INVALID, PASSKEY_NOT_VERIFIED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "PASSKEY_CHALLENGE_INVALID" | "PASSKEY_NOT_VERIFIED";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Conflict: PASSKEY_ALREADY_ADDED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PASSKEY_ALREADY_ADDED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountPasskeysOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId?: string;
                        rp?: {
                            id?: string;
                            name: string;
                        };
                        timeout?: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, STALE_SIGN_IN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "STALE_SIGN_IN";
                    };
                };
            };
            /** @description Conflict: PASSKEYS_FULL */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PASSKEYS_FULL";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccountPasskeysId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: PASSKEY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PASSKEY_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOutbox: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        to: string;
                        /** @enum {string} */
                        kind: "verify_email" | "reset_password" | "sign_up_attempt" | "sign_in_link" | "requested" | "accepted" | "declined" | "cancelled" | "expired" | "expiring" | "sold" | "message" | "review" | "price_cut" | "copy_listed" | "listing_removed";
                        subject: string;
                        text: string;
                        /** @enum {string} */
                        state: "queued" | "sent" | "failed" | "kept";
                        attempts: number;
                        lastError: string | null;
                        createdAt: string;
                        sentAt: string | null;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMailUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topic: string;
                        email: string;
                        unsubscribed: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, UNSUBSCRIBE_LINK_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "UNSUBSCRIBE_LINK_INVALID";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMailUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topic: string;
                        email: string;
                        unsubscribed: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, UNSUBSCRIBE_LINK_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "UNSUBSCRIBE_LINK_INVALID";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMailSubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topic: string;
                        email: string;
                        unsubscribed: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, UNSUBSCRIBE_LINK_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "UNSUBSCRIBE_LINK_INVALID";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookingsIdMessages: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        conversationId: string;
                        bookingId: string | null;
                        senderId: string | null;
                        senderName: string;
                        body: string;
                        /** @enum {string|null} */
                        warning: "contact" | "payment" | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_A_PARTY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PARTY";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsIdMessages: {
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
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        conversationId: string;
                        bookingId: string | null;
                        senderId: string | null;
                        senderName: string;
                        body: string;
                        /** @enum {string|null} */
                        warning: "contact" | "payment" | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: PARTY_GONE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PARTY_GONE";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversations: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        bookName: string;
                        image_url: string;
                        /** @enum {string} */
                        side: "buyer" | "seller";
                        other: {
                            id: string | null;
                            name: string;
                        };
                        booking: {
                            _id: string;
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        } | null;
                        lastMessage: {
                            body: string;
                            senderId: string | null;
                            createdAt: string;
                        } | null;
                        unread: boolean;
                        blocked: boolean;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        bookName: string;
                        image_url: string;
                        /** @enum {string} */
                        side: "buyer" | "seller";
                        other: {
                            id: string | null;
                            name: string;
                        };
                        booking: {
                            _id: string;
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        } | null;
                        lastMessage: {
                            body: string;
                            senderId: string | null;
                            createdAt: string;
                        } | null;
                        unread: boolean;
                        blocked: boolean;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        bookName: string;
                        image_url: string;
                        /** @enum {string} */
                        side: "buyer" | "seller";
                        other: {
                            id: string | null;
                            name: string;
                        };
                        booking: {
                            _id: string;
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        } | null;
                        lastMessage: {
                            body: string;
                            senderId: string | null;
                            createdAt: string;
                        } | null;
                        unread: boolean;
                        blocked: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, BLOCKED, OWN_LISTING_MESSAGE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "BLOCKED" | "OWN_LISTING_MESSAGE";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        productId: string | null;
                        bookName: string;
                        image_url: string;
                        /** @enum {string} */
                        side: "buyer" | "seller";
                        other: {
                            id: string | null;
                            name: string;
                        };
                        booking: {
                            _id: string;
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "completed";
                        } | null;
                        lastMessage: {
                            body: string;
                            senderId: string | null;
                            createdAt: string;
                        } | null;
                        unread: boolean;
                        blocked: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_IN_CONVERSATION */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_IN_CONVERSATION";
                    };
                };
            };
            /** @description Not Found: CONVERSATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsIdMessages: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        conversationId: string;
                        bookingId: string | null;
                        senderId: string | null;
                        senderName: string;
                        body: string;
                        /** @enum {string|null} */
                        warning: "contact" | "payment" | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_IN_CONVERSATION */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_IN_CONVERSATION";
                    };
                };
            };
            /** @description Not Found: CONVERSATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConversationsIdMessages: {
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
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        conversationId: string;
                        bookingId: string | null;
                        senderId: string | null;
                        senderName: string;
                        body: string;
                        /** @enum {string|null} */
                        warning: "contact" | "payment" | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, BLOCKED, NOT_IN_CONVERSATION */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "BLOCKED" | "NOT_IN_CONVERSATION";
                    };
                };
            };
            /** @description Not Found: CONVERSATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: PARTY_GONE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PARTY_GONE";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConversationsIdRead: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_IN_CONVERSATION */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_IN_CONVERSATION";
                    };
                };
            };
            /** @description Not Found: CONVERSATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        blockedAt: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBlocksUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, CANNOT_BLOCK_SELF */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "CANNOT_BLOCK_SELF";
                    };
                };
            };
            /** @description Not Found: USER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBlocksUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        bookingId: string | null;
                        conversationId: string | null;
                        productId: string | null;
                        /** @enum {string} */
                        kind: "requested" | "accepted" | "declined" | "cancelled" | "expired" | "expiring" | "sold" | "message" | "review" | "price_cut" | "copy_listed" | "listing_removed";
                        actorName: string | null;
                        bookName: string;
                        price: number | null;
                        copies: number;
                        read: boolean;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsIdRead: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: NOTIFICATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                booking?: string;
                conversation?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream: a `data: <LiveEvent as JSON>` line per event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: NOT_A_PARTY, NOT_IN_CONVERSATION */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_A_PARTY" | "NOT_IN_CONVERSATION";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND, CONVERSATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND" | "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description Not Acceptable: EVENT_STREAM_ONLY */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "EVENT_STREAM_ONLY";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsIdPayment: {
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
                "application/json": {
                    /** @enum {string} */
                    method: "cash" | "card";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "cash" | "card";
                        checkoutUrl?: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: ALREADY_PAID, BOOKING_STATE_CHANGED, CARD_PAYMENTS_OFF */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "ALREADY_PAID" | "BOOKING_STATE_CHANGED" | "CARD_PAYMENTS_OFF";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable: PAYMENT_PROVIDER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYMENT_PROVIDER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, as Stripe sends it, with its Stripe-Signature header (404 without STRIPE_SECRET_KEY) */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY, INVALID_WEBHOOK_SIGNATURE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY" | "INVALID_WEBHOOK_SIGNATURE";
                    };
                };
            };
            /** @description Not Found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsIdReview: {
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
                "application/json": {
                    rating: number | string;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        bookingId: string;
                        authorId: string | null;
                        authorName: string;
                        rating: number;
                        comment: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, NOT_A_PARTY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "NOT_A_PARTY";
                    };
                };
            };
            /** @description Not Found: BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: ALREADY_REVIEWED, REVIEW_NOT_ALLOWED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "ALREADY_REVIEWED" | "REVIEW_NOT_ALLOWED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWishlist: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        category_id: string;
                        category_name: string;
                        book_name: string;
                        image_url: string;
                        original_price: number;
                        resell_price: number;
                        used: number;
                        location: string;
                        /** @enum {string} */
                        product_condition: "excellent" | "good" | "fair";
                        posted_time: string;
                        seller_name: string;
                        seller_email?: string;
                        /** @enum {string} */
                        status: "available" | "booked" | "sold" | "hidden" | "held";
                        author: string;
                        isbn: string | null;
                        /** @enum {string} */
                        format: "paperback" | "hardcover" | "other";
                        language: string;
                        condition_notes: ("notes_or_highlighting" | "spine_creases" | "dust_jacket" | "ex_library" | "signed_or_first_printing")[];
                        seller_id: string;
                        seller_rating: {
                            average: number | null;
                            count: number;
                        };
                        seller_verified: boolean;
                        savedPrice: number;
                        savedAt: string;
                        alertId: string | null;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWishlistIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productIds: string[];
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putWishlistProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: OWN_LISTING, WISHLIST_FULL */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "OWN_LISTING" | "WISHLIST_FULL";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWishlistProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        isbn: string | null;
                        bookName: string;
                        author: string;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        isbn: string | null;
                        bookName: string;
                        author: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        isbn: string | null;
                        bookName: string;
                        author: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: ALERTS_FULL, OWN_LISTING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "ALERTS_FULL" | "OWN_LISTING";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAlertsId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN";
                    };
                };
            };
            /** @description Not Found: ALERT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "ALERT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProfilesId: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        /** @enum {string} */
                        role: "buyer" | "seller";
                        verified: boolean;
                        memberSince: string;
                        rating: {
                            average: number | null;
                            count: number;
                        };
                        booksOnSale: number;
                        reviews: {
                            _id: string;
                            bookingId: string;
                            authorId: string | null;
                            authorName: string;
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN";
                    };
                };
            };
            /** @description Not Found: USER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReports: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page's address, as `<url>; rel="next"` (RFC 8288); absent on the last page */
                    Link?: string;
                    /** @description How many items all the pages hold together */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "book" | "person" | "conversation";
                        _id: string;
                        name: string;
                        imageUrl: string | null;
                        account: {
                            _id: string;
                            name: string;
                            email: string;
                        };
                        count: number;
                        reasons: {
                            /** @enum {string} */
                            reason: "counterfeit" | "offensive" | "spam" | "scam" | "other";
                            count: number;
                        }[];
                        notes: {
                            /** @enum {string} */
                            reason: "counterfeit" | "offensive" | "spam" | "scam" | "other";
                            note: string;
                            createdAt: string;
                        }[];
                        messages: {
                            senderId: string | null;
                            senderName: string;
                            body: string;
                            createdAt: string;
                        }[];
                        firstReportedAt: string;
                        lastReportedAt: string;
                    }[];
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "book";
                    productId: string;
                    /** @enum {string} */
                    reason: "counterfeit" | "offensive" | "spam" | "scam" | "other";
                    note?: string;
                } | {
                    /** @enum {string} */
                    kind: "person";
                    userId: string;
                    /** @enum {string} */
                    reason: "counterfeit" | "offensive" | "spam" | "scam" | "other";
                    note?: string;
                } | {
                    /** @enum {string} */
                    kind: "conversation";
                    conversationId: string;
                    /** @enum {string} */
                    reason: "counterfeit" | "offensive" | "spam" | "scam" | "other";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        insertedId: string;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, CANNOT_REPORT_SELF, NOT_IN_CONVERSATION */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "CANNOT_REPORT_SELF" | "NOT_IN_CONVERSATION";
                    };
                };
            };
            /** @description Not Found: CONVERSATION_NOT_FOUND, PRODUCT_NOT_FOUND, USER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONVERSATION_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Conflict: ALREADY_REPORTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "ALREADY_REPORTED";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too Many Requests: TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description Seconds after which trying again makes sense */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReportsBooksIdRemove: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        closedCount: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReportsBooksIdDismiss: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        closedCount: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: NO_OPEN_REPORTS */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NO_OPEN_REPORTS";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReportsPeopleIdDismiss: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        closedCount: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: NO_OPEN_REPORTS */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NO_OPEN_REPORTS";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReportsConversationsIdDismiss: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged: boolean;
                        closedCount: number;
                    };
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL, INPUT_TOO_DEEP, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL" | "INPUT_TOO_DEEP" | "FST_ERR_CTP_INVALID_JSON_BODY" | "FST_ERR_CTP_EMPTY_JSON_BODY";
                    };
                };
            };
            /** @description Unauthorized: INVALID_TOKEN, UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Forbidden: UNTRUSTED_ORIGIN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNTRUSTED_ORIGIN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not Found: NO_OPEN_REPORTS */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NO_OPEN_REPORTS";
                    };
                };
            };
            /** @description Payload Too Large: FST_ERR_CTP_BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_BODY_TOO_LARGE";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Unsupported Media Type: FST_ERR_CTP_INVALID_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_CTP_INVALID_MEDIA_TYPE";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRobotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWellKnownSecurityTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Not Found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Bad Request: NUL_CHARACTER */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitemapsFile: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Bad Request: NUL_CHARACTER, VALIDATION_ERROR, FST_ERR_BAD_URL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NUL_CHARACTER" | "VALIDATION_ERROR" | "FST_ERR_BAD_URL";
                    };
                };
            };
            /** @description Not Found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description URI Too Long: FST_ERR_MAX_PARAM_LENGTH */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FST_ERR_MAX_PARAM_LENGTH";
                    };
                };
            };
            /** @description Internal Server Error: a failure of the server, logged there; the answer says only to try again */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
