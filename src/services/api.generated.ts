// Generated from api/openapi.yaml by `npm run api:types` (openapi-typescript). Do not edit:
// change the document and generate again. CI fails when this file is not what the document gives.
/* eslint-disable */
export interface paths {
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password or SMS-code login
         * @description `type: account` (default) takes an account name or a registered mobile with its password;
         *     `type: mobile` takes a registered mobile and a code sent with `getSmsCode` (scene `login`).
         *     A code that does not work — wrong, expired, spent, or for a number without an account (it
         *     was never sent) — is refused with the one message 验证码错误或已失效, so the answer does not
         *     tell whether the number is registered.
         *     The answer's token is kept by the portal and sent back as the `Authorization` header.
         *     An account an administrator disabled gets no token: ACCOUNT_DISABLED (账号已停用，如有疑问请联系平台管理员),
         *     answered only once the password or code was right, so it tells a guesser nothing.
         *
         *     Limits: after 5 wrong passwords from one client an account is locked for that client for
         *     60 s, the lock doubling with every further wrong one up to 15 minutes (a success clears
         *     the count); 50 wrong ones from all clients within 15 minutes lock the account for everyone
         *     for 15 minutes; 20 wrong ones from one client within 15 minutes lock the client for 15
         *     minutes. A locked login answers HTTP
         *     429 TOO_MANY_ATTEMPTS with `Retry-After`. A code (`type: mobile`) dies after 5 wrong tries.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getCurrent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, or null for a visitor
         * @description `data` is the user of the session, `null` without an `Authorization` header. A token that
         *     is expired, revoked, forged or names no account answers HTTP 401, so the portal ends the
         *     session. The portal calls it without the global error handler (docs/spec.md §7).
         */
        get: operations["getCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ends the session of the token sent
         * @description The session of the token sent ends, with every token of it (the one before a renewal too); a later call with any of them is no session. Without a token, nothing happens.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logoutAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends every session of the signed-in account (退出所有设备)
         * @description Every session of the account ends, on every device and this one too; the portal then forgets its token and opens the login page. Other accounts' sessions are untouched.
         */
        post: operations["logoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getSmsCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sends a 6-digit code to a mobile
         * @description One code per mobile, valid 5 minutes, for the scene it was sent for; another may be asked
         *     for after `resendAfter` seconds (earlier asks are refused). For `login`, `forget` and
         *     `register` the answer — status, body, waits and limits — is the same whether or not the
         *     number has an account, so it tells no one which numbers are registered: for `login` and
         *     `forget` a number without an account is simply sent no code (any code then fails at the
         *     next step as a wrong one does, 验证码错误或已失效); `register` sends one either way and
         *     `registerOrLogin` refuses a number in use only once its code was given. `bind` (a new number
         *     for the signed-in account) needs a session and refuses the account's own number and other
         *     accounts' numbers.
         *     The code goes to the phone only: the answer carries it (`debugCode`) in a demo environment
         *     alone. Limits: one code per number every 60 s, 5 per number and 10 per client within an
         *     hour — beyond, HTTP 429 TOO_MANY_ATTEMPTS with `Retry-After`. A code dies after 5 wrong
         *     tries.
         */
        get: operations["getSmsCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registerOrLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers, logs in or resets the password with an SMS code
         * @description `scene: register` creates the account of a new mobile (the mobile is its account name) with
         *     the password; `forget` sets a new password of a registered mobile; `login` (default) logs
         *     a registered mobile in. Everything that does not need the code, and does not depend on
         *     whether the number is registered, is checked first (the password rule), so a typo does not
         *     spend the code. A code that does not work, or a `forget`/`login` number without an account
         *     (it was sent no code), is refused alike: 验证码错误或已失效. Only with its valid code is a
         *     `register` number in use refused (该手机号已注册，不能再次注册…).
         *     A disabled account is refused at `login` and `forget` with ACCOUNT_DISABLED once its code
         *     was right (its password is not changed).
         *
         *     The password rule (`checkPassword`): 8–20 characters, letters and digits, no spaces, not one
         *     of the most common passwords (`src/contract/commonPasswords.ts`, compared lower-cased:
         *     password1, abcd1234, qwerty123 …), at least 4 different characters and no character 4 times
         *     in a row (aaaaaaa1, a1a1a1a1 are refused), and not containing the mobile number (or the account
         *     name, when it has 6 characters or more). A refusal says why (e.g. 密码过于常见，请换一个更难猜的密码).
         */
        post: operations["registerOrLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the account's nickname and e-mail
         * @description `name` 2–20 characters; a blank `email` removes it. Refusals name the field (`data.field`).
         *     `version` is the `profileVersion` the form was filled from: when 基本信息 were saved
         *     meanwhile (another window or device), the save is refused with HTTP 409 VERSION_CONFLICT and
         *     `data` is `ProfileVersionConflictData` (the account as it is now), so a stale form never
         *     silently undoes a newer save.
         */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploadAvatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the account's avatar
         * @description A PNG, JPEG or WebP image of at most 2 MB and 256 × 256 pixels (the page scales it so) as a
         *     `data:` URL; its bytes must be the type it claims and its header readable. Its metadata
         *     (EXIF, XMP, IPTC, comments) is removed before it is kept; it counts against the account's
         *     upload space (UPLOAD_QUOTA_EXCEEDED) and is recorded in the audit trail (`image.upload`).
         *     `headerUrl` then points at `GET /api/avatar` with a new version.
         */
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/removeAvatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back to the default avatar */
        post: operations["removeAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's avatar image
         * @description Public (an `<img>` sends no Authorization header). Only the current version `v` is served,
         *     so the image may be cached for good; any other version, or an account without an avatar,
         *     is a 404.
         */
        get: operations["getAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes (or first sets) the account's password
         * @description `oldPassword` must be the current one, unless the account has none yet (`hasPassword:
         *     false`, made by an earlier SMS login). The new one follows the password rule (see
         *     `registerOrLogin`: not a common password, not containing the account name or mobile number)
         *     and differs from the current one; a refusal names the field (`data.field: newPassword`).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/changeMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Binds a new mobile with a code sent to it
         * @description The code comes from `getSmsCode` with scene `bind`. Refusals name the field (`mobile` or `smsCode`).
         */
        post: operations["changeMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's latest company verification application (企业认证), or null */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies to be verified as a company; the application waits for review
         * @description Refused (naming the field in `data.field`) for a company name of 4–60 characters that is not
         *     free text, an invalid credit code (GB 32100; spaces and lower case are normalised), a
         *     contact of 2–20 characters, a contact phone that is not a mobile, a licence that is not a
         *     PNG or JPEG `data:` URL whose bytes are that type, at most 3 MB and 2400 pixels a side (the
         *     page scales it so). The licence is kept without its metadata, counts against the account's
         *     upload space (UPLOAD_QUOTA_EXCEEDED) and is recorded in the audit trail (`image.upload`).
         *     Refused as well while an
         *     application of the account waits for review, for the company the account already is, and for
         *     a company (by name or credit code) verified for another account. Administrators do not apply
         *     (FORBIDDEN).
         */
        post: operations["submitVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/licence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The licence image of an application, to its applicant and administrators
         * @description Another account's application is FORBIDDEN.
         */
        get: operations["getVerificationLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every verification application, newest first (administrators)
         * @description `keyword` searches the application's id, the company, the credit code, the account, its nickname and the contact.
         */
        get: operations["findVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a pending application; the company becomes the account's verified name
         * @description Only pending applications; refused when another account has meanwhile been verified as the company, and with HTTP 403 FORBIDDEN for the reviewer's own application (不能审核自己的认证申请，请由其他管理员审核). Recorded in the audit trail (操作日志) as verification.approve with the status before and after.
         */
        post: operations["approveVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a pending application with a reason the applicant sees (2–200 characters)
         * @description Recorded in the audit trail (操作日志) as verification.reject with the reason and the status before and after.
         */
        post: operations["rejectVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every account, newest registration first (administrators)
         * @description Filters (`queryData`): `kind` (personal 个人 — not verified, enterprise 企业 — a verified
         *     company, admin 管理员), `status` (active 正常, disabled 已停用), `verified` (true 已认证,
         *     false 未认证), `createdFrom` / `createdTo` (registration day, China time, both ends
         *     included). `keyword` searches the account, the nickname, the mobile and the verified
         *     company. No answer carries a password or an SMS code.
         */
        get: operations["findAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account with what it published and sent, and its verification (administrators)
         * @description The account as in the list, the counts and latest five of its listings and of its demands
         *     (any status), of the messages it sent, and its latest verification application. An
         *     unknown account answers NOT_FOUND (silent: the page says so in place).
         */
        get: operations["getAccountDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disables an account with a reason (2–200 characters); its sessions end at once
         * @description Every session of the account ends at once: its next call with a token answers HTTP 401
         *     (账号已停用…), and its login — password or SMS code — is refused with ACCOUNT_DISABLED
         *     (账号已停用，如有疑问请联系平台管理员) once the password or code was right. Refused
         *     (BAD_REQUEST, with the reason in the message) for the caller's own account and for the last
         *     active administrator, and for an account already disabled. `version` is the account's
         *     version the administrator saw: a stale one is refused (HTTP 409 VERSION_CONFLICT, `data`
         *     the account now). Recorded in the audit trail with who, when, before/after and the reason.
         */
        post: operations["disableAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enables a disabled account (it may sign in again)
         * @description Only a disabled account; version-checked and recorded as `disableAccount` is. Its old sessions stay ended.
         */
        post: operations["enableAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/grantAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes an active account an administrator
         * @description The account gets the administrators' pages and menu at its next `getCurrent`. Refused for
         *     a disabled account and for one that is already an administrator; version-checked and
         *     recorded as `disableAccount` is.
         */
        post: operations["grantAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/revokeAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes the administrator role from an account
         * @description The account keeps its user centre and loses the administrators' pages (its next call to
         *     one answers 403). Refused for the caller's own account and for the last active
         *     administrator; version-checked and recorded as `disableAccount` is.
         */
        post: operations["revokeAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/dictItem/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dictionary's items
         * @description The portal asks for a whole dictionary at once: `queryData={"code":…}`, `sort=sortNo desc`,
         *     `size=5000` (docs/spec.md §7). An unknown code answers an empty page.
         */
        get: operations["findDictItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/news/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News and notices, without their bodies
         * @description Published articles only. Newest first by default, pinned ones (置顶) before the rest;
         *     `keyword` searches title, summary and source.
         */
        get: operations["findNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/news/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article with its HTML body and its neighbours
         * @description `content` is HTML: the portal sanitises it before showing it. `previous` is the next newer
         *     article, `next` the next older one, in the order of the news list (pinned first). A draft
         *     or an article taken offline answers NOT_FOUND to everyone here (administrators read it
         *     through `getAdminNews`).
         */
        get: operations["getNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/news/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A picture an article shows
         * @description Public (an `<img>` sends no Authorization header). The `url` of `uploadNewsImage`; an image
         *     never changes under its id, so it may be cached for good. An unknown id is a 404.
         */
        get: operations["getNewsImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every article of any status, last changed first (administrators)
         * @description Filters (`queryData`): `category` (one of the news categories), `status` (draft 草稿,
         *     published 已发布, offline 已下线), `pinned`, `publishedFrom` / `publishedTo` (the publication
         *     day, China time, both ends included; a draft has none and is left out when either is
         *     given). `keyword` searches the title, the summary, the source and the id. No `content`.
         */
        get: operations["findAdminNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article with its HTML body, whatever its status (administrators)
         * @description An unknown id answers NOT_FOUND (silent; the edit page says so in place).
         */
        get: operations["getAdminNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes a new article as a draft (administrators)
         * @description The rules (`x-rules`): title 2–100 characters; `category` one of 园区动态, 政策法规, 行业资讯,
         *     通知公告; `summary` at most 200 (blank: the body's first 120 characters); `source` at most
         *     50; `content` HTML that says something (words or a picture — empty tags are not a body),
         *     at most 200 KB. A wrong field is refused with `data.field` naming it. The HTML is
         *     sanitised before it is kept: an allow-list of tags (paragraphs, h2–h4, bold, italic,
         *     underline, strike, lists, quotes, links, images, rules, code), links to http(s) and mailto
         *     only, images only from `getNewsImage`; scripts, event handlers, styles, frames and
         *     javascript: links are removed. The draft is version 1, seen by administrators only;
         *     recorded in the audit trail (news.create).
         */
        post: operations["createNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes an article's fields (administrators)
         * @description The fields as `createNews` takes them, checked and sanitised the same way; a published
         *     article shows the change on the portal at once, its status stays. `version` is the
         *     article's version the administrator saw: missing, it is refused at its field; stale, HTTP
         *     409 VERSION_CONFLICT with the article now and nothing saved. Recorded in the audit trail
         *     (news.update) with the changed fields before and after.
         */
        post: operations["updateNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a draft or an offline article (administrators)
         * @description It is on the news list of its category, the home page and its neighbours' previous/next at
         *     once. A first publication dates it (today, China time); publishing again after 下线 keeps
         *     that day. An article already published is refused (BAD_REQUEST). Version-checked as
         *     `updateNews` is; recorded (news.publish).
         */
        post: operations["publishNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes a published article off the portal (administrators)
         * @description Its detail answers NOT_FOUND to visitors and registered users at once, and it leaves the
         *     lists and the home page. `reason` is optional (the administrator decides about the
         *     platform's own content; a reason, when given, at most 200 characters, is kept and
         *     recorded). Only a published article (BAD_REQUEST otherwise). Version-checked as
         *     `updateNews` is; recorded (news.offline).
         */
        post: operations["offlineNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pins a published article (置顶) (administrators)
         * @description Pinned published articles come first on the news list and the home page, then the newest.
         *     Only a published article that is not pinned (BAD_REQUEST otherwise). Version-checked as
         *     `updateNews` is; recorded (news.pin).
         */
        post: operations["pinNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/unpin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpins an article (取消置顶) (administrators)
         * @description Only a pinned article (BAD_REQUEST otherwise). Version-checked as `updateNews` is; recorded (news.unpin).
         */
        post: operations["unpinNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/news/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a picture for an article (administrators)
         * @description `dataUrl` is a `data:` URL of a PNG, JPEG, WebP or GIF image of at most 2 MB and 4096
         *     pixels a side, checked by its bytes (the magic numbers and the header), not by the declared
         *     type; a refusal names the field (`data.field: dataUrl`). The answer's `url` (`getNewsImage`)
         *     is what the article's `<img>` uses; the image is kept with the service's state, without its
         *     metadata (EXIF, XMP, IPTC, comments; `size` is what is kept), counts against the
         *     administrator's upload space (UPLOAD_QUOTA_EXCEEDED) and is recorded in the audit trail
         *     (`image.upload`).
         */
        post: operations["uploadNewsImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/institutionProduct/findIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Financial products
         * @description Newest first by default; `keyword` searches the name, the institution and the features.
         *     `amountMin`/`amountMax` keep products whose amount range overlaps the one wanted;
         *     `termMonths` keeps products whose term range contains it; `rateMax` those whose lowest rate
         *     is at most it.
         */
        get: operations["findInstitutionProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/institutionProduct/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One financial product with the institution that offers it */
        get: operations["getFinancialProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/institution/findIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Financial institutions
         * @description Most financing first by default; `keyword` searches the name, introduction and address.
         */
        get: operations["findInstitutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/institution/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One financial institution
         * @description Its products come from `institutionProduct/findIndex` with `queryData.institutionId`.
         */
        get: operations["getFinancialInstitution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/PledgeFinancing/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registered pledge financings
         * @description Newest registration first by default; `keyword` searches the enterprise and the institution.
         */
        get: operations["findPledgeFinancing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/PledgeFinancing/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Figures of the pledge financings (the finance home)
         * @description Takes the list's `keyword` and filters; figures of what they select.
         */
        get: operations["getPledgeStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/ipcTransaction/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 成交公示 — listings sold and demands solved, latest deal first
         * @description Items with status `dealt`, sorted by `deal.date` (newest first), then by id. Visitors get contact phones masked.
         */
        get: operations["findDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/ipcTransaction/findIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trading hall's listings and demands
         * @description Published items only (not pending, rejected, withdrawn or taken down), of accounts that
         *     are not disabled (a disabled account's items come back when it is enabled). Newest first by
         *     default; `keyword` searches title, description, application number and keywords. A price
         *     range keeps listings priced within it and demands whose budget overlaps it; for sorting by
         *     price a demand counts with its budget's upper end. Visitors get contact phones masked
         *     (`contactHidden: true`); `owner` goes to the item's owner and administrators only. There
         *     is no filter on private fields: a `queryData` key the filters do not define (`owner`,
         *     `contactPhone`) selects nothing and is ignored. A page holds at most 100 items (`size` over
         *     100 is refused: 每页条数必须是1到100之间的整数), so no one takes every contact in one answer.
         */
        get: operations["findIpcTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/ipcTransaction/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One listing or demand with related ones
         * @description A read of a published item counts as a view once a day per reader (the signed-in account,
         *     or a visitor's client); its owner's and administrators' reads do not count. An item in
         *     review (pending or rejected)
         *     is NOT_FOUND for anyone but its owner and administrators; a withdrawn or taken-down one
         *     answers with its status so its page can say so (its contact only to its owner). Visitors
         *     get the phone masked. `related`: up to 4 published items of the same kind sharing the IPC
         *     class or the field.
         */
        get: operations["getIpcTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/ipcTransaction/demandMatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What meets a buy demand — listings, experts, agencies — ranked with reasons
         * @description Visible like the demand's detail. `score` is 0–100, highest first; `reasons` say in
         *     Chinese why it matched. Listings are published ones, masked for visitors.
         *
         *     A match needs a real reason: a shared keyword, a related term, the patent named, or the
         *     same IPC subclass. The same technical field, a price within budget and the patent type
         *     only add to the score; alone they never make a match. Nothing scoring under
         *     MIN_MATCH_SCORE (40, src/contract/matchScore.ts) is returned.
         *
         *     Listing score (the sum, clamped to 0–100):
         *     - real reasons: the demand names the patent (a keyword is its application number, or its
         *       title without 一种 begins with a keyword of 4 characters or more) +40, and such a
         *       listing ranks first (需求点名了该专利（“…”）); each demand keyword found in the listing's
         *       title or keywords +20 (共同关键词：…), only in its description +10 (描述中提及：…), at
         *       most 30 together; each related term +5, at most 10 (相关词：…) — another term of a topic
         *       the demand mentions, from a small vocabulary of terms per technical field, each topic
         *       with its IPC subclasses (电池: 锂离子电池, 固态电池, 正极材料… H01M); the same IPC
         *       subclass +20, the demand's own code (同属 IPC H01M) or a subclass of a topic it
         *       mentions (IPC H01M 对应需求中的“电池”);
         *     - support: text relevance (BM25 of the listing's title, keywords and description to the
         *       demand's title and keywords) up to +15; the same field +10 (同一技术领域：…); a price
         *       within the budget +5 (价格 … 在预算 … 内), above it −10; the patent type asked for +5
         *       (专利类型相符：…), another type −10. Support alone reaches 35 at most.
         *
         *     Experts are those of the demand's field: the field 30 (擅长领域：…); the demand's keywords
         *     or related terms in their specialties or introduction 30, +10 each further, at most 40
         *     (专长涉及：…); specialties a purchase calls for — 技术转移转化 15, 知识产权价值评估 15,
         *     FTO自由实施分析 10, 专利无效与诉讼 10 — at most 30 (交易所需专长：…). An expert needs
         *     one of the last two and the same floor of 40: the field alone is never shown, and only the
         *     demand's own words reach 100. Agencies are those whose technical fields include the
         *     demand's: 60, +20 with operation services, +10 credit grade A, up to +10 by patents
         *     handled.
         */
        get: operations["getDemandMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/ipcTransaction/listingMatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open buy demands a listing meets, ranked with reasons
         * @description Visible like the listing's detail; demands whose deadline has passed are left out. Each
         *     demand is scored against the listing as getDemandMatches scores listings: a real reason
         *     (shared keyword, related term, the patent named, the same IPC subclass) and at least
         *     MIN_MATCH_SCORE (40); field, price and patent type alone never make a match.
         */
        get: operations["getListingMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/ipcTransaction/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market figures of the published listings and demands (the operations home) */
        get: operations["getTradeStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/front/website/ipcTransaction/saveOrUpdateIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a listing or demand, or changes one's own
         * @description A new item, or a change of one's own (`id`), is `pending` until an administrator approves
         *     it; an item an administrator took down stays down. The seller is the account's verified
         *     name (`verifiedName`; else 个人), read whenever the item is — a `seller` in the body is ignored. A listing
         *     of a patent whose holder (first applicant) is not the seller is `authorized` (代理/授权出让)
         *     and needs `authorization` (10–300 characters). A listing of a patent the backend does not
         *     hold needs `holderClaim` and its `proof` (专利证书 or 授权书; `authorization` too for
         *     `agent`) and is `holderCheck: pending` (权利人待核验) until an administrator's approval
         *     confirms it; the scan is read with getTransactionProof. A
         *     refusal of the form answers BAD_REQUEST with every field's message in `data`
         *     (`TradeFormErrors`); a second live or pending listing of the same patent and transaction
         *     type answers DUPLICATE_LISTING with the first one in `data`.
         *
         *     Lost updates: a change (`id`) must carry the `version` of the item it was based on (as
         *     `mineDetail` gave it). Without one it is BAD_REQUEST with `data.field: version`; when the
         *     item changed since (its version is another — an edit in another window or device, the
         *     owner's withdrawal or relisting, an administrator's decision) it is HTTP 409
         *     VERSION_CONFLICT, nothing is saved, and `data` (`VersionConflictData`) holds the item as it
         *     is now with its `currentVersion`, so the form can offer to load it or to keep the typed
         *     values and save them on top of that version. The checks run in this order: the form's
         *     fields, the item (exists, is one's own, same kind), the version, duplicates. A saved
         *     change answers the item with its version increased by one; a new item starts at 1 (a
         *     `version` sent without `id` is ignored).
         */
        post: operations["saveIpcTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/leaveMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leaves a message, a consultation, a financing application or a service booking
         * @description `purpose` message (footer 在线留言; `content` 10–500), consult (a listing, agency, expert,
         *     product, institution or patent; `content` 10–500), financing (a product: `company`,
         *     `amount` and `termMonths` within the product's ranges) or booking (a part-time operation
         *     service: `preferredDate` within the next 30 days, not a weekend, and `preferredPeriod`).
         *     The sender finds it in `leaveMessage/mine`. A consultation about a listing or demand
         *     (`targetType: listing`) goes to the item's owner (`recipient: owner`, in the owner's
         *     `leaveMessage/received`), counts in the item's `inquiries`, and is seen by administrators;
         *     every other message is answered by the platform's administrators (`recipient: platform`).
         *     Nobody consults on their own item (BAD_REQUEST, field `content`), nor on an item in review.
         *     A target the portal does not show answers TARGET_NOT_FOUND: an unknown id, a disabled
         *     agency, institution, expert or product (未找到留言对象，可能已下线或不存在), an item no
         *     longer in the hall, or one whose account is disabled (该信息已下架或已成交，不再接受咨询).
         *
         *     Limits: an account leaves at most 5 within a minute and 30 within a day (of every purpose
         *     together; a refused form does not count) — beyond, HTTP 429 TOO_MANY_ATTEMPTS with
         *     `Retry-After`, shown at the form with what was typed kept.
         */
        post: operations["leaveMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/leaveMessage/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's messages with their replies
         * @description Newest first; `keyword` searches content, name, company, target, reply.
         */
        get: operations["findMyMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/leaveMessage/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many posts the account has not opened yet, in its own messages and in the consultations it received */
        get: operations["getUnreadReplies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/leaveMessage/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a thread as read by the caller's side (its sender, or the owner who received it)
         * @description The sender's unread answers, or the recipient's unread posts, go to 0; anyone else is refused (403).
         */
        post: operations["readMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/leaveMessage/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultations about the signed-in account's listings and demands (收到的咨询)
         * @description Newest first. The sender's account is not shown; the mobile comes masked and without
         *     e-mail when the sender chose not to share the contact (`contactShared` false).
         */
        get: operations["findReceivedMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/leaveMessage/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds to a thread — the sender's follow-up (追问) or the owner's answer
         * @description The caller's side decides the post's role: the message's sender adds a follow-up, the
         *     owner of the listing or demand a consultation is about (`recipient: owner`) an answer.
         *     Anyone else is refused (403; administrators answer through `admin/leaveMessage/reply`).
         *     A closed thread takes no post. `content` 2–500 characters of visible text. A follow-up
         *     counts against the sender's message limit (5 a minute, 30 a day), an owner's answer
         *     against the owner's (20 a minute, 200 a day): beyond, HTTP 429 TOO_MANY_ATTEMPTS. A thread
         *     holds 100 posts after its opening message (every side's together); the next is refused at
         *     `content` (这条留言的往来已达 100 条…), so no thread, and no list of them, grows without
         *     bound. The post is appended, unread for the other side; an answer makes the status
         *     `replied`, a follow-up `pending`.
         */
        post: operations["postMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/leaveMessage/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a thread by one of its sides (the sender, or the owner who received it)
         * @description The thread keeps who closed it and when (`closedBy`, `closedByName`, `closedAt`) and takes no further post. Anyone else is refused (403).
         */
        post: operations["closeOwnMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/leaveMessage/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every message, for the administrators
         * @description `keyword` also finds a message by its id (操作日志 links an entry to its message so).
         */
        get: operations["findAllMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/leaveMessage/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answers a message as the platform (again, if need be); a closed one cannot be answered
         * @description The reply (2–500 characters) is appended to the thread as a `platform` post, unread for the sender; earlier answers stay. Recorded in the audit trail (操作日志) as message.reply with the status before and after and the reply.
         */
        post: operations["replyMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/leaveMessage/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a message (no further handling), recorded as closed by the platform
         * @description Recorded in the audit trail (操作日志) as message.close with the status before and after; closing a closed message changes and records nothing.
         */
        post: operations["closeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/leaveMessage/forward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forwards a message to the agency, institution, expert or product it is about (they have no accounts)
         * @description For a message the platform answers (`recipient: platform`) about a service agency, a
         *     financial institution, an expert or a financial product (its institution) — not a
         *     consultation about a listing or demand, which its owner answers (BAD_REQUEST), nor a
         *     closed thread, nor a message about the portal, a patent, news or a service. `to` is the
         *     organisation's contact, an e-mail address, a mobile or a landline (`forwardTarget.contact`
         *     of the administrators' view is the directory's, offered as the default; any valid one may
         *     be sent); `note` (up to 200 characters) stays with the administrators. A refused contact
         *     or note names its field (`data.field`: `to`, `note`). The audit trail (操作日志) records it
         *     as message.forward with the status before and after and to whom.
         *
         *     The forwarding is recorded in `forwards` (who, when, to whom, the note) and a `platform`
         *     post is appended to the thread — 「您的留言已转交 <name>（联系电话 <to>），对方将直接与您
         *     联系。」 — unread for the sender like an answer (status `replied`). Forwarding again to
         *     another contact is recorded the same way; forwarding twice to the same contact (case,
         *     spaces and dashes aside) is refused (BAD_REQUEST, field `to`), so a repeated click never
         *     tells the sender twice. The mock sends no mail and no SMS: it records the forwarding; a
         *     backend that sends one does so here.
         */
        post: operations["forwardMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/ipcTransaction/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's own listings or demands, any status
         * @description Takes the hall's filters plus `status`; every item carries its `status`.
         */
        get: operations["findMyTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/ipcTransaction/mineDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the account's own items, with everything the publish form needs
         * @description Reading it is not a view. Another account's item is FORBIDDEN.
         */
        get: operations["getMyTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/ipcTransaction/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 专利证书 or 授权书 of a listing of a patent the backend does not hold
         * @description To the listing's owner and administrators only (another account: FORBIDDEN); a listing
         *     without a scan is NOT_FOUND.
         */
        get: operations["getTransactionProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/ipcTransaction/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The owner takes a published or pending item off the hall (下架 / 撤回), saying why
         * @description A reason is required both for taking a published item off the hall (下架) and for taking a
         *     pending one out of review (撤回): 2–100 characters, the same limit as an administrator's
         *     下架 (`src/contract/statusReason.ts`). A missing, too short or too long reason is refused
         *     as BAD_REQUEST with `data.field` `reason`. The reason is kept as the item's `statusReason`
         *     while it is withdrawn (its owner and administrators see it; the public does not) and is
         *     dropped when the item is relisted or edited. A rejected item is edited and sent again
         *     instead; one taken down by an administrator stays so. Withdrawing an item already
         *     withdrawn changes nothing (its first reason stays).
         */
        post: operations["withdrawTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/ipcTransaction/deal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that a listing was sold (已成交) or a demand solved (已解决)
         * @description By the item's owner or an administrator, for a published or withdrawn item. `date` is not
         *     before the item was published nor after today (China time); `price` (万元) and
         *     `counterpart` are optional and public once given. The item leaves the hall (status
         *     `dealt`), keeps its page, takes no further consultation and is listed in 成交公示; it can
         *     no longer be edited, withdrawn or relisted. A refusal names its field; a stale `version`
         *     is HTTP 409 VERSION_CONFLICT. A deal an administrator records is in the audit trail
         *     (操作日志) as listing.deal with the status before and after.
         */
        post: operations["recordDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/ipcTransaction/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The owner deletes a rejected or withdrawn item (删除)
         * @description For good: the item leaves the owner's lists and its page answers NOT_FOUND. Favourites of it
         *     then say `gone: deleted`, and messages about it `targetGone: true` (their threads stay).
         *     A published, pending, taken-down or concluded item cannot be deleted (BAD_REQUEST):
         *     published and pending ones are withdrawn first; a taken-down one stays for the record.
         */
        post: operations["deleteTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/ipcTransaction/relist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The owner puts a withdrawn item back (重新上架)
         * @description Straight back in the hall when its current content was approved (`approved` not false);
         *     otherwise into review (pending). Refused when another live or pending listing of the same
         *     patent and transaction type exists (DUPLICATE_LISTING).
         */
        post: operations["relistTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/ipcTransaction/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every listing and demand, any status, with its owner (administrators)
         * @description `keyword` also searches the seller and the owning account. Each item carries what a reviewer
         *     checks: price (null: 面议) or budget, description, `seller` and `sellerVerified`,
         *     `authorized` and the `authorization` statement, the patent's registered holder
         *     (`patentHolder`), and for a pending authorised listing the holder's own listing that
         *     contests it (`contestedBy`).
         */
        get: operations["findAllTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/ipcTransaction/pendingCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many listings and demands wait for review */
        get: operations["countPendingTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The zone's figures for a date range (administrators' 数据看板)
         * @description Computed from the live data at every call, never from a counter of its own, so each figure
         *     equals the count of the administrators' list it names. `from` and `to` are calendar days of
         *     China time (UTC+8), both included, at most 366 days apart (`src/contract/dashboardRange.ts`);
         *     a malformed, reversed or too long range is refused at its field (`data.field` from or to).
         *
         *     What the range bounds and what it does not:
         *     - `listings`, `demands`: every listing (`kind: sell`) and demand (`kind: buy`) by its status
         *       now — the count 交易信息管理 shows for `?status=…&kind=…`.
         *     - `reviews`: review decisions (approved, rejected events of the items' `history`) made in
         *       the range, by week (weeks start on Monday, China time), and the median wait from the
         *       sending for review (submitted, edited or relisted) to the decision, in hours.
         *     - `messages`: `waiting` — messages whose last post waits for an answer now (留言管理
         *       `?status=pending`); `received` — sent in the range; `answered` — of those, the ones with
         *       an answer; the median time from sending to the first answer, in hours.
         *     - `accounts`: every account now, the verified ones now, accounts registered in the range
         *       (用户管理 `?from=&to=`, registration day in China time) and company verifications approved
         *       in the range, by week.
         *     - `favorites`, `savedSearches`: all kept now, and the ones added in the range.
         *     - the most viewed published listings (`views`), and the agencies and financial products
         *       with the most attention (favourites plus messages about them: the data has no views of
         *       them), five each, most first.
         */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/ipcTransaction/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A pending item goes into the hall
         * @description Only pending items. The first approval dates it (`publishDate`, `publishedAt`), and
         *     confirms a `holderCheck: pending` claim from its scan (`confirmed`). The
         *     reviewer is never the publisher: an administrator's own item is approved by another
         *     administrator (HTTP 403 FORBIDDEN otherwise). Names the version reviewed: an item changed
         *     since is HTTP 409 VERSION_CONFLICT, so nobody approves content they have not seen. Recorded
         *     in the audit trail (操作日志, findAuditEntries) as listing.approve with the status before
         *     and after.
         */
        post: operations["approveTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/ipcTransaction/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuses a pending item with a reason its owner sees (2–200 characters)
         * @description Recorded in the audit trail (操作日志, findAuditEntries) as listing.reject with the reason and the status before and after.
         */
        post: operations["rejectTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/ipcTransaction/takeDown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes a published or withdrawn item down with a reason (2–100 characters)
         * @description Its owner sees the reason and cannot relist it; an administrator restores it. Recorded in the audit trail (操作日志) as listing.takeDown with the reason and the status before and after.
         */
        post: operations["takeDownTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/ipcTransaction/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a taken-down item back in the hall
         * @description Back in the hall when its current content was approved (`approved` not false); otherwise — withdrawn before its review, or edited while taken down — into review (pending), where another administrator approves an administrator's own item. Refused when another live or pending listing of the same patent and transaction type exists. Recorded in the audit trail (操作日志) as listing.restore with the status before and after.
         */
        post: operations["restoreTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/audit/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The administrators' audit trail, newest first (administrators; read-only)
         * @description Every change an administrator made: listing and demand decisions (listing.approve, reject,
         *     takeDown, restore, and deal when an administrator records it), messages (message.reply,
         *     close, forward), company verifications (verification.approve, reject), accounts (user.disable,
         *     enable, grantAdmin, revokeAdmin) and the content and directory pages' changes (news.*,
         *     agency.*, institution.*, product.*, expert.*), and every picture any account uploaded
         *     (image.upload: avatar, licence or news image, with its type, size, pixels and SHA-256).
         *     `action` is `<targetType>.<verb>`. Each entry
         *     has who (`actor`, `actorName`), when (`at`), the target with its name as it is now (or as
         *     recorded when it is gone: `targetExists` false), what the target's page needs (`targetKind`
         *     of a listing, `targetCode`: an agency's credit code, an image's account), the changed fields before and after,
         *     and the reason given. Filters (`queryData`): `actor`, `action` (a full code) or `verb`,
         *     `targetType`, `from` / `to` (China days, both ends included); `keyword` searches the target's
         *     id and name. Nothing changes or removes an entry: the trail is only appended to.
         */
        get: operations["findAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/audit/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accounts who appear in the audit trail (administrators, and uploaders), for its filter */
        get: operations["findAuditActors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/agency/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every agency of the directory, active and disabled (服务机构; administrators)
         * @description The portal's own filters of its agency list (`queryData`, as `AgencyFilters`) and sorts,
         *     plus `status` (active 正常, disabled 已停用) and `visible` (whether visitors see it now);
         *     `keyword` searches what the portal's list searches and the name. Newest change first.
         *     Each record carries its `status`, `visible`, `version`, `createdAt`, `updatedAt` and, when
         *     disabled, the reason, when and by whom (/admin/agencies).
         */
        get: operations["findAdminAgencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/agency/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One agency record, disabled or not (administrators)
         * @description An unknown id answers NOT_FOUND (silent; the page says so in place).
         */
        get: operations["getAdminAgency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/agency/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a agency to the directory (active, version 1); visitors see it at once
         * @description The shared rules `agencyProblems` (unified social credit code by GB 32100, the CNIPA agency code of five digits beginning with its province's code, founding day from 1980 to today, phone — a mobile or a landline with its area code —, e-mail, website, counts, technical fields and main services from the dictionaries SERVICE_TechnicalFields and SERVICE_MainService, province from the list). The credit code and the name are unique among agencies; the credit code, which keys the agency's page and the favourites of it, cannot change once created. `patentTotal` is the sum of the three type counts.
         *     A refusal of one value is BAD_REQUEST with `data.field` naming it, in the words the form
         *     uses. Recorded in the audit trail as `agency.create` with its main fields.
         */
        post: operations["createAdminAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/agency/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a agency's fields (all of them), based on the version the administrator saw
         * @description The same rules as `createAdminAgency`. A stale `version` is refused with HTTP 409
         *     VERSION_CONFLICT and the record now; the form keeps what was typed. Saving the same values
         *     changes nothing (no new version). Otherwise the version goes up and the audit trail gets
         *     `agency.update` with the changed fields before and after. The portal shows the new values
         *     at once.
         */
        post: operations["updateAdminAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/agency/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disables a agency with a reason (2–100 characters, STATUS_REASON_LIMITS of src/contract/statusReason.ts); it leaves the portal at once
         * @description It leaves the agency search, its detail page and statistics (NOT_FOUND for everyone), the service home's figures and featured agencies, demand matching; favourites of it say `gone: offline` (已下架); messages about it stay with the administrators, who can still forward them.
         *     Refused for one already disabled; version-checked (HTTP 409 when stale) and recorded as
         *     `agency.disable` with the reason.
         */
        post: operations["disableAdminAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/agency/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enables a disabled agency; the portal shows it again at once
         * @description Only a disabled one; version-checked and recorded as `agency.enable`.
         */
        post: operations["enableAdminAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/institution/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every institution of the directory, active and disabled (金融机构; administrators)
         * @description The portal's own filters of its institution list (`queryData`, as `InstitutionFilters`) and sorts,
         *     plus `status` (active 正常, disabled 已停用) and `visible` (whether visitors see it now);
         *     `keyword` searches what the portal's list searches and the name. Newest change first.
         *     Each record carries its `status`, `visible`, `version`, `createdAt`, `updatedAt` and, when
         *     disabled, the reason, when and by whom (/admin/institutions).
         */
        get: operations["findAdminInstitutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/institution/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One institution record, disabled or not (administrators)
         * @description An unknown id answers NOT_FOUND (silent; the page says so in place).
         */
        get: operations["getAdminInstitution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/institution/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a institution to the directory (active, version 1); visitors see it at once
         * @description The shared rules `institutionProblems` (type from the list, credit code by GB 32100, province, address, phone, introduction). The credit code and the name are unique among institutions. `productCount` counts its products visitors see; `pledgeCount` and `totalFinancing` come from the pledge registrations and stay as registered.
         *     A refusal of one value is BAD_REQUEST with `data.field` naming it, in the words the form
         *     uses. Recorded in the audit trail as `institution.create` with its main fields.
         */
        post: operations["createAdminInstitution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/institution/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a institution's fields (all of them), based on the version the administrator saw
         * @description The same rules as `createAdminInstitution`. A stale `version` is refused with HTTP 409
         *     VERSION_CONFLICT and the record now; the form keeps what was typed. Saving the same values
         *     changes nothing (no new version). Otherwise the version goes up and the audit trail gets
         *     `institution.update` with the changed fields before and after. The portal shows the new values
         *     at once.
         */
        post: operations["updateAdminInstitution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/institution/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disables a institution with a reason (2–100 characters, STATUS_REASON_LIMITS of src/contract/statusReason.ts); it leaves the portal at once
         * @description It leaves the finance lists and its page answers NOT_FOUND; **its products are hidden with it** (their own status is kept: enabling the institution shows them again), so they leave the finance list, the passport's products and the home's featured products, and applying for one is refused. Pledge registrations stay (they are history).
         *     Refused for one already disabled; version-checked (HTTP 409 when stale) and recorded as
         *     `institution.disable` with the reason.
         */
        post: operations["disableAdminInstitution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/institution/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enables a disabled institution; the portal shows it again at once
         * @description Only a disabled one; version-checked and recorded as `institution.enable`.
         */
        post: operations["enableAdminInstitution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/product/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product of the directory, active and disabled (金融产品; administrators)
         * @description The portal's own filters of its product list (`queryData`, as `ProductFilters`) and sorts,
         *     plus `status` (active 正常, disabled 已停用) and `visible` (whether visitors see it now);
         *     `keyword` searches what the portal's list searches and the name. Newest change first.
         *     Each record carries its `status`, `visible`, `version`, `createdAt`, `updatedAt` and, when
         *     disabled, the reason, when and by whom (/admin/products).
         */
        get: operations["findAdminProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/product/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product record, disabled or not (administrators)
         * @description An unknown id answers NOT_FOUND (silent; the page says so in place).
         */
        get: operations["getAdminProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/product/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a product to the directory (active, version 1); visitors see it at once
         * @description The shared rules `productProblems` (institution, category from the dictionary ZSCQJR, amounts in 万元 above 0 and up to 100 000 with two decimals and the lower not above the upper, term 1–360 months, annual rate 0–24 % with the lowest not above the highest, repayment, guarantee, one to ten lines of borrowers, materials, steps and features; `governmentSubsidy` true whenever a feature promises 政府贴息, else refused at that field). The name is unique within its institution. A created product is published today (`publishDate`) with no applications; `institutionName` follows its institution.
         *     A refusal of one value is BAD_REQUEST with `data.field` naming it, in the words the form
         *     uses. Recorded in the audit trail as `product.create` with its main fields.
         */
        post: operations["createAdminProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/product/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a product's fields (all of them), based on the version the administrator saw
         * @description The same rules as `createAdminProduct`. A stale `version` is refused with HTTP 409
         *     VERSION_CONFLICT and the record now; the form keeps what was typed. Saving the same values
         *     changes nothing (no new version). Otherwise the version goes up and the audit trail gets
         *     `product.update` with the changed fields before and after. The portal shows the new values
         *     at once.
         */
        post: operations["updateAdminProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/product/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disables a product with a reason (2–100 characters, STATUS_REASON_LIMITS of src/contract/statusReason.ts); it leaves the portal at once
         * @description It leaves the finance list, its institution's page, the passport's products and the featured products, and its page answers NOT_FOUND; applying for it is refused; favourites of it say `gone: offline` (已下架).
         *     Refused for one already disabled; version-checked (HTTP 409 when stale) and recorded as
         *     `product.disable` with the reason.
         */
        post: operations["disableAdminProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/product/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enables a disabled product; the portal shows it again at once
         * @description Only a disabled one; version-checked and recorded as `product.enable`.
         */
        post: operations["enableAdminProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/expert/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every expert of the directory, active and disabled (专家; administrators)
         * @description The portal's own filters of its expert list (`queryData`, as `ExpertFilters`) and sorts,
         *     plus `status` (active 正常, disabled 已停用) and `visible` (whether visitors see it now);
         *     `keyword` searches what the portal's list searches and the name. Newest change first.
         *     Each record carries its `status`, `visible`, `version`, `createdAt`, `updatedAt` and, when
         *     disabled, the reason, when and by whom (/admin/experts).
         */
        get: operations["findAdminExperts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/expert/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One expert record, disabled or not (administrators)
         * @description An unknown id answers NOT_FOUND (silent; the page says so in place).
         */
        get: operations["getAdminExpert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/expert/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a expert to the directory (active, version 1); visitors see it at once
         * @description The shared rules `expertProblems` (title from the list, organisation, one to five technical fields from SERVICE_TechnicalFields, one to ten specialties of up to 20 characters, years 0–70, service count, introduction).
         *     A refusal of one value is BAD_REQUEST with `data.field` naming it, in the words the form
         *     uses. Recorded in the audit trail as `expert.create` with its main fields.
         */
        post: operations["createAdminExpert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/expert/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a expert's fields (all of them), based on the version the administrator saw
         * @description The same rules as `createAdminExpert`. A stale `version` is refused with HTTP 409
         *     VERSION_CONFLICT and the record now; the form keeps what was typed. Saving the same values
         *     changes nothing (no new version). Otherwise the version goes up and the audit trail gets
         *     `expert.update` with the changed fields before and after. The portal shows the new values
         *     at once.
         */
        post: operations["updateAdminExpert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/expert/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disables a expert with a reason (2–100 characters, STATUS_REASON_LIMITS of src/contract/statusReason.ts); it leaves the portal at once
         * @description It leaves the experts' tab of the trading hall and demand matching; favourites of it say `gone: offline` (已下架); messages about it stay with the administrators.
         *     Refused for one already disabled; version-checked (HTTP 409 when stale) and recorded as
         *     `expert.disable` with the reason.
         */
        post: operations["disableAdminExpert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/admin/expert/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enables a disabled expert; the portal shows it again at once
         * @description Only a disabled one; version-checked and recorded as `expert.enable`.
         */
        post: operations["enableAdminExpert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/account/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 最近动态 — what happened to the signed-in account's items, messages, favourites and saved searches, newest first
         * @description One list across the account's world, newest first (`at`, equal times by `key`):
         *     - its listings and demands, each event of their `history` (submitted, edited, approved,
         *       rejected with the reason, withdrawn, relisted, taken down with the reason, restored,
         *       dealt), whoever acted (`by`: the owner or an administrator);
         *     - the messages it sent (`messageSent`) and every answer in their threads (`replyReceived`,
         *       `by` admin for the platform, owner for the item's owner);
         *     - consultations about its items (`consultationReceived`) and the askers' follow-ups on
         *       them (`followUpReceived`, `by` sender);
         *     - its favourites (`favorited`) and saved searches (`searchSaved`).
         *     Events carry types, not words: the page says them in its language. Nobody else's events
         *     are ever listed: a consultation the account received does not show the asker's account.
         */
        get: operations["getMyActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/favorite/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的收藏 — the account's favourites, newest first
         * @description Each says the item's current name and whether it is still on the platform (`available`).
         */
        get: operations["findFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/favorite/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the account saved an item */
        get: operations["checkFavorite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/favorite/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ids of one kind the account saved (to mark cards in a list) */
        get: operations["findFavoriteIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/favorite/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves an item (收藏); saving it again changes nothing
         * @description At most 500 per account. An item that does not exist is TARGET_NOT_FOUND. The portal sends
         *     it on a click only: the `favorite` flag of its login round trip is acted on only in the tab
         *     that sent the visitor to log in for that item (a marker in its sessionStorage, used once) —
         *     a link carrying the flag saves nothing.
         */
        post: operations["addFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/favorite/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgets a saved item; removing twice is harmless */
        post: operations["removeFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/savedSearch/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的检索 — the account's saved searches, newest first, with what they find now
         * @description A patent search counts its hits now (applications, as `patent/search` counts them without
         *     合并同族) and, in `newCount`, those of them that entered the database after it was last
         *     opened (or saved): a record enters when its latest publication comes out (the gazette day,
         *     00:00 China time) or, when the backend takes it in later, at that moment. A hall filter
         *     counts the published items it selects now and, in `newCount`, those published after it
         *     was last opened (or saved).
         */
        get: operations["findSavedSearches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/savedSearch/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a patent search or a hall filter
         * @description `params` are the query the portal sends to the search (`patent/search`) or to the hall
         *     (`ipcTransaction/findIndex`), so the backend runs them with its own search and checks them
         *     as that search does (unknown keys, values or dictionary values, over-long text, a price
         *     range with `negotiable`, the expert tab are refused). The same conditions saved again answer
         *     the first one with `alreadySaved: true`. At most 30 per account. The portal sends it on a
         *     click only: the `saveSearch` flag of its login round trip is acted on only in the tab that
         *     sent the visitor to log in for that search (a sessionStorage marker, used once) — a link
         *     carrying the flag saves nothing.
         */
        post: operations["saveSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/savedSearch/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records that its owner opens it now (what is new counts from here) */
        post: operations["openSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/savedSearch/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renames a saved search (1–30 characters) */
        post: operations["renameSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/savedSearch/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes a saved search */
        post: operations["removeSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/searchHistory/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 检索历史 — the account's patent searches, newest first
         * @description The queries the account searched on the portal's search pages (keywords, numbers or field
         *     expressions), each once with its latest search, newest first, at most `limit` (50). A
         *     visitor's history stays in the browser and is merged in at sign-in (`searchHistory/merge`).
         */
        get: operations["findSearchHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/searchHistory/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a search the account just ran
         * @description Sent by the search pages on each search of a signed-in user. The query is trimmed and
         *     checked as `patent/search` checks `q` (1–500 characters, no hidden characters; it need not
         *     parse: a number or a refused expression typed is history too). The same query searched
         *     again moves to the top (one entry per query); beyond 50 the oldest goes.
         */
        post: operations["addSearchHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/searchHistory/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merges the browser's history into the account's at sign-in
         * @description `queries` is the history the visitor kept in this browser, newest first (at most 50, each
         *     checked as in `add`; one bad query refuses them all). They become the account's newest
         *     entries in that order, a query already there moving up; the answer is the whole history.
         *     The portal sends it once after signing in, then forgets the browser's copy.
         */
        post: operations["mergeSearchHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/searchHistory/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one entry of the account's history */
        post: operations["removeSearchHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-website-service/api/authFront/searchHistory/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes the account's whole history (清空历史) */
        post: operations["clearSearchHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Patent search — a field-code expression or plain keywords — with facets
         * @description `q` follows the search grammar shared with the portal (`src/contract/patentQuery`): words
         *     and quoted phrases, field codes (`TI=`, `AB=`, `CL=`, `TX=`, `PA=`, `AR=` 申请人省市, `IN=`,
         *     `AG=`, `AT=` 代理人, `AN=`, `PN=`, `PR=` 优先权号, `IPC=`, `AD>=`, `PD<=`, `PRD>=` 优先权日,
         *     `TYPE=`, `LS=`), `AND`/`OR`/`NOT`, parentheses and `*` truncation. `PR` matches the numbers
         *     of the priorities claimed (`priorities`) in any written form, as `AN` does; `PRD` any of their
         *     dates; `AR` the first applicant's province (`region`) or city (`applicantCity`), with or
         *     without 省/市 (`AR=西安` = `AR=西安市`). Proximity: `A W/n B` (A then B) and `A NEAR/n B`
         *     (either order), n 1–99, binding tighter than NOT, with a word or quoted phrase on each
         *     side, bare or in `TI`, `AB`, `CL`, `TX` (`TI=(电池 W/5 散热)`): both occur in one text of
         *     the field (title, abstract, claims … each on its own, never across two) with at most n
         *     characters between the end of the first and the start of the second, every character
         *     counting one (Chinese character, letter, digit, punctuation, space); 扩展检索 widens
         *     each side, any pair within the distance matching. A query that does not parse answers
         *     BAD_QUERY with where it failed (`data.position`, `data.length`). Facets are
         *     counted over the whole result after the facet filters (OR within a facet, AND across
         *     facets); `terms` are the words to highlight. `size` may be up to 1000 (the CSV export).
         *
         *     扩展检索 (`expand`, on unless `false`): each plain word of a title, abstract, claims or
         *     bare clause (not a quoted phrase, not a truncated word, not a number, code or party) also
         *     searches its equivalents — full names and abbreviations, common English terms (`锂电池` →
         *     `锂离子电池`, `lithium battery` …) — except those named in `without`; `expansions` says
         *     which words were widened and with what, so the page can show and remove them. `query` is
         *     the query as written (canonical), without the equivalents.
         *
         *     合并同族 (`groupFamilies`, on unless `false`): the hits are families — the first record of
         *     each simple family in the chosen order stands for it, with `familyMatched` (its members
         *     in this result) and `familyMembers` (the family's other Chinese records) — and
         *     `totalElements` counts families. Off, every record is a hit. Either way
         *     `applicationCount` is the number of records (申请) found, and the facets count records.
         */
        get: operations["searchPatents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 统计分析 of a patent search — counts over the whole selection
         * @description Takes the parameters of `patent/search` (`q`, `queryData` with the facet filters,
         *     `expand`, `without`) and counts the records (申请) they select, all of them, as the
         *     facets count: filings per application year (every year from the first to the last,
         *     zeros included), the top 20 applicants, the IPC sections, the top 20 IPC classes, legal
         *     status, patent types and the top 20 agencies, each with how many distinct values there
         *     are. A record with several applicants, sections or classes counts once under each. Paging,
         *     sort and parameters it does not know are ignored, as the search ignores what it does not
         *     know; a query that does not parse answers BAD_QUERY as the search does.
         */
        get: operations["analysePatents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/findIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Patent records as a plain list (no facets)
         * @description `keyword` searches titles, abstracts, numbers, IPC codes, parties and the agency.
         */
        get: operations["findPatents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/findEnterpriseIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Patents of one enterprise — as applicant or as the agency that handled them
         * @description `creditCode` (checked by GB 32100; an agency's code gives the patents it handled, an
         *     applicant's its own) and/or `enterpriseName` (exact applicant or agency name), with the
         *     patent filters. `keyword` searches title and abstract.
         */
        get: operations["findEnterprisePatents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One patent by id, application number or publication number
         * @description With claims, description, legal events, family, citations, its value score and reference
         *     valuation, and the id of its trading listing when it is for sale.
         */
        get: operations["getPatentDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/drawings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patent's drawings (附图) and its published document
         * @description The 摘要附图 and the 说明书附图 (图1, 图2 …, each captioned as the description's 附图说明 words
         *     it, with its 附图标记: sign → the part the description and claims name), or a design's views
         *     (主视图, 立体图 …, the one its abstract names as best showing the design being the abstract
         *     figure); each with the URL of its image (`patent/drawing`), and the URLs of the published
         *     document's PDF (`patent/document`), inline and as a download. URLs carry `v`, the version of
         *     what they name, so the files may be cached for good.
         */
        get: operations["getPatentDrawings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/drawing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One drawing of a patent as an image (its `url`)
         * @description Opened by the browser (an `<img>`), not by the request layer. A black-line drawing in the
         *     style of patent drawings, with its numbered leader lines and its label (图1, 主视图 …). With
         *     the current version `v` it is sent with `Cache-Control: public, max-age=31536000, immutable`;
         *     without it, or with an older one, the current drawing is sent with `no-cache`. An unknown
         *     patent or figure is a 404.
         */
        get: operations["getPatentDrawing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patent's published document (公报全文) as a PDF
         * @description Opened by the browser (a link), not by the request layer. The front page with the
         *     bibliographic data (publication number, kind and date, application number and date,
         *     applicants, inventors, agency and agents, IPC, title), the abstract and the abstract
         *     drawing; then the claims, the description and its drawings (a design: its views and 简要说明).
         *     `download=1` sends it as an attachment. Cached as `patent/drawing` is, by its `v`. An
         *     unknown patent is a 404.
         */
        get: operations["getPatentDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/value/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Patents with their value assessment (GB/T 42748), highest score first
         * @description `keyword` searches title, application number and applicants.
         */
        get: operations["findPatentValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/patent/value/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A patent with its value assessment by dimension and indicator */
        get: operations["getPatentValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/front/findExpert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operations experts, most services first
         * @description `keyword` searches name, organization and specialties.
         */
        get: operations["findExperts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-data-service/api/agency/findAgencyStatisticData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Figures of the patents one agency handled (by year, type, field)
         * @description Named by docs/spec.md §7 and defined by the portal, which does not call it yet (the agency page uses the agency service).
         */
        get: operations["findAgencyStatisticData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-nav-service/api/front/navReport/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Patent navigation reports (GB/T 39551 kinds), newest first
         * @description `keyword` searches title, summary, publisher and region.
         */
        get: operations["findNavReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-nav-service/api/front/navReport/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A report with its key figures
         * @description The figures are those of the patent search for the report's `searchQuery` (its saved query
         *     limited to its cut-off date): the same numbers the search's facets show.
         */
        get: operations["getNavReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-nav-service/api/front/navReport/pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A report's PDF (its `pdfUrl`), shown inline
         * @description Opened by the browser (an `<iframe>` or a link), not by the request layer.
         */
        get: operations["getNavReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-agency-service/api/agency/findAgencyIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service agencies, with the docs/spec.md §2 filter groups
         * @description Most patents first by default; `keyword` searches name, credit code, agency code, address
         *     and introduction. Bucket filters (`clsj`, `dlr`, `zlzl`): `a-b` means a ≤ value < b, a
         *     single `a` means value ≥ a.
         */
        get: operations["findAgencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-agency-service/api/agency/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service agency by its unified social credit code */
        get: operations["getAgency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipr-agency-service/api/agency/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Figures of all the zone's service agencies (the service home) */
        get: operations["getAgencyOverview"];
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
        /**
         * @description How the portal shows a refusal — 0 silent, 1 warning, 2 error message, 3 notification (title = errorCode), 9 end the session and go to login.
         * @enum {integer}
         */
        ShowType: 0 | 1 | 2 | 3 | 9;
        /**
         * @description The error catalogue: every `errorCode` a backend may answer with, the HTTP status it comes
         *     with (`x-http-status`) and how the portal shows it (`x-show-type`).
         */
        ErrorCode: "BAD_REQUEST" | "BAD_QUERY" | "NOT_FOUND" | "TARGET_NOT_FOUND" | "LOGIN_FAILED" | "ACCOUNT_DISABLED" | "DUPLICATE_LISTING" | "VERSION_CONFLICT" | "UNAUTHORIZED" | "FORBIDDEN" | "FILE_NOT_FOUND" | "NO_SUCH_ENDPOINT" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_REQUESTS" | "PAYLOAD_TOO_LARGE" | "UPLOAD_QUOTA_EXCEEDED" | "INTERNAL_ERROR";
        /** @description A refusal. Its HTTP status and `showType` are the catalogue's for `errorCode`. */
        ErrorEnvelope: {
            /** @constant */
            success: false;
            /** @description What the refusal is about, when a form needs it. */
            data: null | components["schemas"]["FieldErrorData"] | components["schemas"]["DuplicateListingData"] | components["schemas"]["QueryErrorData"] | components["schemas"]["RetryData"] | components["schemas"]["UploadQuotaData"] | components["schemas"]["VersionConflictData"] | components["schemas"]["TradeFormErrors"] | components["schemas"]["AccountVersionConflictData"] | components["schemas"]["ProfileVersionConflictData"] | components["schemas"]["DirectoryVersionConflictData"] | components["schemas"]["NewsVersionConflictData"];
            errorCode: components["schemas"]["ErrorCode"];
            /**
             * @description Shown to people, in Chinese.
             * @example 请输入正确的11位手机号码
             */
            errorMessage: string;
            showType: components["schemas"]["ShowType"];
        };
        /** @description The upload space that is full, in bytes. */
        UploadQuotaData: {
            /**
             * @description The space there is
             * @example 419430400
             */
            limit: number;
            /**
             * @description What is kept in it now
             * @example 418000000
             */
            used: number;
        };
        /** @description The form field a refusal is about. */
        FieldErrorData: {
            /** @example mobile */
            field: string;
        };
        /** @description The listing that is already there, and whether it is the caller's own. */
        DuplicateListingData: components["schemas"]["FieldErrorData"] & {
            /** @example txn-0042 */
            duplicateId: string;
            duplicateOwn: boolean;
        };
        /** @description The item as it is now, after a change based on an older version was refused (VERSION_CONFLICT). */
        VersionConflictData: {
            /** @description The stored version; a change based on it is accepted. */
            currentVersion: number;
            current: components["schemas"]["IpcTransaction"];
        };
        /** @description Where a patent search expression failed to parse (characters from 0). */
        QueryErrorData: {
            position: number;
            length: number;
        };
        /** @description How long to wait before trying again (TOO_MANY_ATTEMPTS, TOO_MANY_REQUESTS), as the Retry-After header says. */
        RetryData: {
            /** @description Seconds. */
            retryAfter: number;
        };
        /**
         * @description The publish form's refusals, one message per field name.
         * @example {
         *       "title": "标题长度应为5-60个字符",
         *       "contactPhone": "请输入正确的联系电话"
         *     }
         */
        TradeFormErrors: {
            [key: string]: string;
        };
        /** @example txn-0042 */
        Id: string;
        /**
         * @description A mainland mobile number, 11 digits starting 1[3-9].
         * @example 13800000001
         */
        Mobile: string;
        /**
         * @description Unified social credit code (GB 32100-2015, 18 characters with its check character).
         * @example 916101161362559697
         */
        CreditCode: string;
        /** @description Where a page lies in its list; a list's page adds `content`. */
        PageInfo: {
            totalElements: number;
            totalPages: number;
            /** @description 0-based page number. */
            number: number;
            size: number;
        };
        Count: {
            count: number;
        };
        DashboardStatusCount: {
            status: components["schemas"]["ListingStatus"];
            count: number;
        };
        /** @description Listings or demands by their status now (every status, zero included). */
        DashboardItems: {
            total: number;
            byStatus: components["schemas"]["DashboardStatusCount"][];
        };
        DashboardReviewWeek: {
            /**
             * Format: date
             * @description The week's Monday (China time); the first and last weeks may be cut by the range.
             */
            week: string;
            approved: number;
            rejected: number;
        };
        DashboardAccountWeek: {
            /**
             * Format: date
             * @description The week's Monday (China time).
             */
            week: string;
            registered: number;
            /** @description Company verifications approved that week. */
            verified: number;
        };
        DashboardTopItem: {
            /** @description The item's id; an agency's credit code. */
            id: string;
            title: string;
            kind?: components["schemas"]["TransactionKind"];
            /** @description An agency's region, a product's institution. */
            subtitle?: string;
            /** @description Listings: views; agencies and products: favourites plus messages about it. */
            score: number;
        };
        AdminDashboard: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            days: number;
            listings: components["schemas"]["DashboardItems"];
            demands: components["schemas"]["DashboardItems"];
            reviews: {
                approved: number;
                rejected: number;
                /** @description Absent when no decision was made in the range. */
                medianWaitHours?: number;
                weeks: components["schemas"]["DashboardReviewWeek"][];
            };
            messages: {
                waiting: number;
                received: number;
                answered: number;
                /** @description Absent when no message of the range was answered. */
                medianFirstReplyHours?: number;
            };
            accounts: {
                total: number;
                verified: number;
                registered: number;
                verifiedInRange: number;
                weeks: components["schemas"]["DashboardAccountWeek"][];
            };
            favorites: components["schemas"]["DashboardKept"];
            savedSearches: components["schemas"]["DashboardKept"];
            topListings: components["schemas"]["DashboardTopItem"][];
            topAgencies: components["schemas"]["DashboardTopItem"][];
            topProducts: components["schemas"]["DashboardTopItem"][];
        };
        DashboardKept: {
            total: number;
            /** @description Added in the range. */
            added: number;
        };
        EmptyBody: Record<string, never>;
        IdParams: {
            id: components["schemas"]["Id"];
        };
        ReasonParams: {
            id: components["schemas"]["Id"];
            reason: string;
        };
        /** @description 下架 (by its owner or an administrator) and 撤回 (by its owner) of an item, with the reason. */
        TakeOffParams: {
            id: components["schemas"]["Id"];
            /** @description Shown to the owner and administrators as `statusReason`. */
            reason: string;
        };
        /** @description An administrator's 通过 or 恢复 of a trading item, naming the version decided on. */
        DecisionParams: {
            id: components["schemas"]["Id"];
            /** @description The version the administrator looked at: an item changed since (its owner edited, withdrew or relisted it, another administrator decided) is HTTP 409 VERSION_CONFLICT with the item now. */
            version: number;
        };
        /** @description An administrator's 驳回 of a pending item, with the reason its owner sees. */
        RejectDecisionParams: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["DecisionParams"]["version"];
            reason: string;
        };
        /** @description An administrator's 下架 of a live item, with the reason its owner sees. */
        TakeDownDecisionParams: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["DecisionParams"]["version"];
            reason: components["schemas"]["TakeOffParams"]["reason"];
        };
        ReplyParams: {
            id: components["schemas"]["Id"];
            reply: string;
        };
        RenameParams: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description An entry of the shell's side menu. */
        MenuItem: {
            /** @example /account/center */
            path: string;
            /** @example 个人中心 */
            name: string;
            /** @description Name of an @ant-design/icons outlined icon, e.g. `user`, `setting`, `shop`. */
            icon?: string;
            children?: components["schemas"]["MenuItem"][];
        };
        CurrentUser: {
            /** @example demo */
            account: string;
            /**
             * @description Display name (昵称); the account is shown when absent.
             * @example 演示用户
             */
            name?: string;
            /** @description Avatar image URL; a default avatar is used when absent. */
            headerUrl?: string;
            /** @description The shell's side menu for this account. */
            menuData?: components["schemas"]["MenuItem"][];
            /** @example 13800000001 */
            mobile?: string;
            /** @example demo@ipr-portal.cn */
            email?: string;
            /**
             * @description `admin` opens the administrators' pages.
             * @enum {string}
             */
            userType?: "personal" | "admin";
            enterpriseName?: string;
            /**
             * @description The company the platform verified for the account (企业认证); its listings and demands show it as their publisher. Accounts without one publish as 个人, never under their nickname.
             * @example 西安瑞源电驱动科技有限公司
             */
            verifiedName?: string;
            /**
             * Format: date-time
             * @description When the account was created (注册时间).
             */
            createdAt?: string;
            /** @description False for accounts made by SMS login that have not set a password yet. */
            hasPassword?: boolean;
            /**
             * @description The version of 基本信息 (nickname and e-mail) — 1 when the account is made, +1 at every save of them (`updateProfile`), which names the version it was based on.
             * @example 1
             */
            profileVersion: number;
        };
        LoginParams: {
            /**
             * @default account
             * @enum {string}
             */
            type: "account" | "mobile";
            /** @description Password login: an account name or a registered mobile. */
            account?: string;
            password?: string;
            /** @description SMS login: the registered mobile. */
            mobile?: string;
            smsCode?: string;
        };
        LoginResult: {
            /** @description Kept in localStorage.Authorization and sent back unchanged as the Authorization header. */
            token: string;
            account: string;
        };
        /**
         * @description What a code is for — login, register, forget (reset the password), bind (a new mobile of the signed-in account).
         * @default login
         * @enum {string}
         */
        SmsScene: "login" | "register" | "forget" | "bind";
        SmsCodeResult: {
            /** @description Seconds before another code may be asked for. */
            resendAfter: number;
            /** @description Demo mode only (the mock with IPR_DEMO_MODE=1): the code itself, so a demo works without a phone. Never sent otherwise — with it anyone could log in as any mobile. */
            debugCode?: string;
        };
        RegisterOrLoginParams: {
            mobile: string;
            smsCode: string;
            /** @description Required for `register` and `forget`: the password rule of `src/contract/validators.ts`. */
            password?: string;
            /**
             * @default login
             * @enum {string}
             */
            scene: "login" | "register" | "forget";
        };
        UpdateProfileParams: {
            name: string;
            /** @description Blank removes it. */
            email?: string;
            /** @description The `profileVersion` the form was filled from; a stale one is refused (VERSION_CONFLICT). */
            version: number;
        };
        /** @description 基本信息 as they are now, after a save based on an older version was refused (VERSION_CONFLICT). */
        ProfileVersionConflictData: {
            currentVersion: number;
            current: components["schemas"]["CurrentUser"];
        };
        UploadAvatarParams: {
            /** @description `data:image/png|jpeg|webp;base64,…`, at most 2 MB once decoded. */
            dataUrl: string;
        };
        ChangePasswordParams: {
            /** @description Not needed while the account has no password (`hasPassword` false). */
            oldPassword?: string;
            newPassword: string;
        };
        ChangeMobileParams: {
            mobile: string;
            smsCode: string;
        };
        /**
         * @description 待审核, 已认证, 未通过.
         * @enum {string}
         */
        VerificationStatus: "pending" | "approved" | "rejected";
        /** @description A company verification application (企业认证). */
        Verification: {
            /** @example ver-0001 */
            id: string;
            /** @example 西安瑞源电驱动科技有限公司 */
            companyName: string;
            creditCode: components["schemas"]["CreditCode"];
            contactName: string;
            contactPhone: string;
            status: components["schemas"]["VerificationStatus"];
            /** @description Why it was rejected. */
            reason?: string;
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            decidedAt?: string;
            /** @description Administrators only: the applying account. */
            account?: string;
            /** @description Administrators only: the applying account's nickname. */
            nickname?: string;
            /** @description Administrators only: the administrator who decided. */
            decidedBy?: string;
            /** @description Administrators only: the company is the account's verified name now. */
            current?: boolean;
        };
        VerificationParams: {
            companyName: string;
            creditCode: string;
            contactName: string;
            contactPhone: string;
            /** @description `data:image/png|jpeg;base64,…`, at most 3 MB once decoded. */
            licence: string;
        };
        VerificationLicence: {
            /** @description `data:image/png|jpeg;base64,…` */
            dataUrl: string;
        };
        VerificationFilters: {
            status?: components["schemas"]["VerificationStatus"];
        };
        VerificationPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["Verification"][];
        };
        /**
         * @description active 正常 | disabled 已停用 (no session, no login)
         * @enum {string}
         */
        AccountStatus: "active" | "disabled";
        /**
         * @description personal 个人 (no verified company) | enterprise 企业 (a verified company) | admin 管理员
         * @enum {string}
         */
        AccountKind: "personal" | "enterprise" | "admin";
        AccountFilters: {
            kind?: components["schemas"]["AccountKind"];
            status?: components["schemas"]["AccountStatus"];
            verified?: boolean;
            /**
             * Format: date
             * @description Registered on or after this day (China time).
             */
            createdFrom?: string;
            /**
             * Format: date
             * @description Registered on or before this day (China time).
             */
            createdTo?: string;
        };
        /** @description An account as administrators see it (never a password or an SMS code). */
        AdminAccount: {
            /** @example firm */
            account: string;
            /** @example 企业申请演示 */
            name: string;
            /** @example 13800000004 */
            mobile?: string;
            email?: string;
            /** @enum {string} */
            userType: "personal" | "admin";
            kind: components["schemas"]["AccountKind"];
            /** @description A verified company (企业认证) is the account's name. */
            verified: boolean;
            verifiedName?: string;
            status: components["schemas"]["AccountStatus"];
            /** @description While disabled: the reason given. */
            disabledReason?: string;
            /** Format: date-time */
            disabledAt?: string;
            /** @description The administrator who disabled it. */
            disabledBy?: string;
            /**
             * Format: date-time
             * @description Registration time.
             */
            createdAt?: string;
            /** @description Grows with every change of the status or the role; the changes name it (a stale one: HTTP 409 VERSION_CONFLICT). */
            version: number;
            /** @description It is the caller's own account. */
            self: boolean;
            /** @description Why it may not be disabled or lose the administrator role now (the caller's own account, the last active administrator); absent when it may. */
            protectedReason?: string;
        };
        AdminAccountPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["AdminAccount"][];
        };
        AccountItemSummary: {
            id: string;
            title: string;
            status: components["schemas"]["ListingStatus"];
            publishDate?: string;
        };
        /** @description How many listings (or demands) the account has, any status, and the latest five. */
        AccountItems: {
            total: number;
            latest: components["schemas"]["AccountItemSummary"][];
        };
        AccountMessageSummary: {
            id: string;
            targetTitle?: string;
            status: components["schemas"]["MessageStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description How many messages the account sent, how many wait for an answer, and the latest five. */
        AccountMessages: {
            total: number;
            pending: number;
            latest: components["schemas"]["AccountMessageSummary"][];
        };
        AdminAccountDetail: components["schemas"]["AdminAccount"] & {
            listings: components["schemas"]["AccountItems"];
            demands: components["schemas"]["AccountItems"];
            messages: components["schemas"]["AccountMessages"];
            /** @description The latest verification application (企业认证), without the licence image; absent when it never applied. */
            verification?: components["schemas"]["Verification"];
        };
        AccountParams: {
            account: string;
            /** @description The account's version the administrator saw. */
            version: number;
        };
        AccountReasonParams: components["schemas"]["AccountParams"] & {
            /** @description Shown to administrators; kept in the audit trail. */
            reason: string;
        };
        /** @description The account as it is now, after a change based on an older version was refused (VERSION_CONFLICT). */
        AccountVersionConflictData: {
            currentVersion: number;
            current: components["schemas"]["AdminAccount"];
        };
        /**
         * @description listing 交易信息 (listings and demands) | message 留言 | verification 企业认证 | user 用户 | news 资讯 | agency 服务机构 | institution 金融机构 | product 金融产品 | expert 专家 | image 图片 (an uploaded picture; its id is the news image's, the account of an avatar, the application of a licence)
         * @enum {string}
         */
        AuditTargetType: "listing" | "message" | "verification" | "user" | "news" | "agency" | "institution" | "product" | "expert" | "image";
        /**
         * @description The second half of an action's code (`<targetType>.<verb>`).
         * @enum {string}
         */
        AuditVerb: "create" | "update" | "publish" | "offline" | "pin" | "unpin" | "disable" | "enable" | "delete" | "approve" | "reject" | "takeDown" | "restore" | "deal" | "reply" | "close" | "forward" | "grantAdmin" | "revokeAdmin" | "upload";
        AuditFilters: {
            /** @description The administrator's account. */
            actor?: string;
            /** @description A full action code, e.g. listing.approve. */
            action?: string;
            verb?: components["schemas"]["AuditVerb"];
            targetType?: components["schemas"]["AuditTargetType"];
            /**
             * Format: date
             * @description Made on or after this day (China time).
             */
            from?: string;
            /**
             * Format: date
             * @description Made on or before this day (China time).
             */
            to?: string;
        };
        /** @description One administrator action as recorded, its target named as it is now. */
        AuditEntry: {
            /** @example audit-000001 */
            id: string;
            /** Format: date-time */
            at: string;
            /**
             * @description The administrator's account.
             * @example admin
             */
            actor: string;
            /** @example 平台管理员 */
            actorName: string;
            /**
             * @description `<targetType>.<verb>`; a client shows an action it does not know by its code.
             * @example listing.reject
             */
            action: string;
            targetType: components["schemas"]["AuditTargetType"];
            /** @description The listing's, message's, application's, article's … id; the account of a user; an agency's id or credit code. */
            targetId: string;
            /** @description The target's name now, or as recorded when it is gone. */
            targetTitle?: string;
            /** @description The target is still there (its page can be linked). */
            targetExists: boolean;
            /** @description A directory record (agency, institution, product, expert) an administrator disabled: there, named, but off the portal, so not linked (已停用). */
            targetOffline?: boolean;
            targetKind?: components["schemas"]["TransactionKind"];
            /** @description An agency's unified social credit code (its page's address); of an uploaded image, the account it belongs to. */
            targetCode?: string;
            /** @description The changed fields as they were, by their field names. A financial institution referred to by `institutionId` reads as its current name with the id in brackets (`丝路银行西安高新科技支行（inst-0001）`); an article's `content` is its HTML. */
            before?: {
                [key: string]: unknown;
            };
            /** @description The changed fields as they became (a creation: its main fields), read like `before`. */
            after?: {
                [key: string]: unknown;
            };
            /** @description The reason given (a rejection, a take-down, a disabling). */
            reason?: string;
        };
        AuditEntryPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["AuditEntry"][];
        };
        AuditActor: {
            account: string;
            name: string;
        };
        /**
         * @description ZSCQJR 知识产权金融 (product categories), ZSCQJY 知识产权交易 (trade categories), SERVICE_MainService 主营服务, SERVICE_PartTimeOperation 兼职运营服务, SERVICE_TechnicalFields 技术领域.
         * @enum {string}
         */
        DictCode: "ZSCQJR" | "ZSCQJY" | "SERVICE_MainService" | "SERVICE_PartTimeOperation" | "SERVICE_TechnicalFields";
        DictFilters: {
            code: components["schemas"]["DictCode"];
        };
        DictItem: {
            /** @example 新一代信息技术 */
            label: string;
            /** @example XXJS */
            value: string;
            /** @example SERVICE_TechnicalFields */
            code?: string;
            sortNo?: number;
        };
        DictItemPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["DictItem"][];
        };
        NewsFilters: {
            id?: string;
            /** @description e.g. 通知公告, 园区动态, 政策法规, 行业资讯. */
            category?: string;
        };
        /** @description An article without its body (lists). */
        NewsSummary: {
            /** @example news-0147 */
            id: string;
            title: string;
            /** @example 园区动态 */
            category: string;
            source: string;
            /** Format: date */
            publishDate: string;
            summary: string;
            views: number;
            /** @description Present and true when the article is pinned (置顶): it comes first. */
            pinned?: boolean;
        };
        NewsArticle: components["schemas"]["NewsSummary"] & {
            /** @description HTML: sanitise before showing it. */
            content: string;
        };
        NewsRef: {
            id: string;
            title: string;
        };
        /** @description The article with its neighbours (previous = newer, next = older). */
        NewsDetail: components["schemas"]["NewsArticle"] & {
            previous: components["schemas"]["NewsRef"] | null;
            next: components["schemas"]["NewsRef"] | null;
        };
        NewsSummaryPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["NewsSummary"][];
        };
        /**
         * @description draft 草稿 (administrators only), published 已发布 (public), offline 已下线 (left the portal).
         * @enum {string}
         */
        NewsStatus: "draft" | "published" | "offline";
        AdminNewsFilters: {
            /** @enum {string} */
            category?: "园区动态" | "政策法规" | "行业资讯" | "通知公告";
            status?: components["schemas"]["NewsStatus"];
            pinned?: boolean;
            /** Format: date */
            publishedFrom?: string;
            /** Format: date */
            publishedTo?: string;
        };
        /** @description An article as administrators see it in the list (no body). */
        AdminNewsSummary: {
            /** @example news-a0001 */
            id: string;
            title: string;
            /** @enum {string} */
            category: "园区动态" | "政策法规" | "行业资讯" | "通知公告";
            /** @description May be empty. */
            source: string;
            summary: string;
            /** @description The editor left the summary blank: `summary` is the body's opening words (headings left out), taken again at every save, so it follows the body. A change sent with a blank summary keeps it so. */
            summaryAuto?: boolean;
            status: components["schemas"]["NewsStatus"];
            pinned: boolean;
            version: number;
            /**
             * Format: date
             * @description The day it was first published (China time); absent for a draft.
             */
            publishDate?: string;
            /**
             * Format: date-time
             * @description Absent for a draft.
             */
            publishedAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The administrator who wrote it (seeded articles have none). */
            author?: string;
            /** Format: date-time */
            offlineAt?: string;
            offlineReason?: string;
            views: number;
        };
        AdminNewsArticle: components["schemas"]["AdminNewsSummary"] & {
            /** @description HTML as kept (sanitised on save); sanitise again before showing it. */
            content: string;
        };
        AdminNewsSummaryPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["AdminNewsSummary"][];
        };
        NewsFieldsParams: {
            title: string;
            /** @enum {string} */
            category: "园区动态" | "政策法规" | "行业资讯" | "通知公告";
            /** @description Blank: the body's first 120 characters. */
            summary?: string;
            source?: string;
            /** @description HTML, at most 200 KB; sanitised on save. */
            content: string;
        };
        NewsVersionParams: {
            id: string;
            /** @description The version the administrator saw. */
            version: number;
        };
        NewsUpdateParams: components["schemas"]["NewsVersionParams"] & components["schemas"]["NewsFieldsParams"];
        NewsOfflineParams: components["schemas"]["NewsVersionParams"] & {
            /** @description Optional; kept and recorded when given. */
            reason?: string;
        };
        NewsImageParams: {
            /** @description `data:image/png|jpeg|webp|gif;base64,…`, at most 2 MB once decoded, checked by its bytes. */
            dataUrl: string;
        };
        NewsImageUpload: {
            /** @example nimg-3f2a9c0d11e4b7a8 */
            id: string;
            /**
             * @description The public URL an <img> uses (getNewsImage).
             * @example /ipr-website-service/api/front/news/image?id=nimg-3f2a9c0d11e4b7a8
             */
            url: string;
            /**
             * @description As its bytes say.
             * @enum {string}
             */
            type: "image/png" | "image/jpeg" | "image/webp" | "image/gif";
            /** @description Bytes. */
            size: number;
        };
        /** @description The article as it is now, after a change based on an older version was refused (VERSION_CONFLICT). */
        NewsVersionConflictData: {
            currentVersion: number;
            current: components["schemas"]["AdminNewsArticle"];
        };
        FinancialInstitution: {
            /** @example inst-0022 */
            id: string;
            /** @example 秦川银行北京知识产权特色支行 */
            name: string;
            /**
             * @description 银行 | 担保机构 | 保险机构 | 投资机构 | 小贷公司
             * @example 银行
             */
            type: string;
            creditCode: string;
            /** @example 北京市 */
            region: string;
            address: string;
            phone: string;
            intro: string;
            productCount: number;
            /** @description Its registrations in the pledge list. */
            pledgeCount: number;
            /** @description The sum of its registrations' amounts, 万元 (0 for non-lenders). */
            totalFinancing: number;
        };
        InstitutionFilters: {
            id?: string;
            type?: string;
            region?: string;
        };
        FinancialInstitutionPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["FinancialInstitution"][];
        };
        FinancialProduct: {
            /** @example prod-0083 */
            id: string;
            /** @example 长安·科创投贷通 */
            name: string;
            institutionId: string;
            institutionName: string;
            /**
             * @description A ZSCQJR dictionary value.
             * @example ZLZYDK
             */
            category: string;
            /** @description 万元. */
            amountMin: number;
            /** @description 万元. */
            amountMax: number;
            termMonthsMin: number;
            termMonthsMax: number;
            /** @description Annual rate, percent. */
            rateMin: number;
            /** @description Annual rate, percent. */
            rateMax: number;
            repayment: string;
            guarantee: string;
            borrowers: string[];
            materials: string[];
            steps: string[];
            features: string[];
            governmentSubsidy: boolean;
            /** @description The pledge can be registered online. Meaningful only when `guarantee` includes a pledge (质押): the portal shows its 线上质押登记 badge only then, never on a credit (信用) product. */
            onlinePledge: boolean;
            /** Format: date */
            publishDate: string;
            /** @description Applications for this product sent through the portal (留言 of purpose `financing`), counted when read. */
            applyCount: number;
            /** @description Pledge registrations made under this product (PledgeFinancing with its `productId`), counted when read; never more than the pledges of its institution. */
            pledgeCount: number;
            featured: boolean;
        };
        FinancialProductDetail: components["schemas"]["FinancialProduct"] & {
            institution: components["schemas"]["FinancialInstitution"];
        };
        ProductFilters: {
            id?: string;
            /** @description A ZSCQJR value. */
            category?: string;
            institutionId?: string;
            /** @description Words the guarantee contains. */
            guarantee?: string;
            /** @description 万元; keeps products whose range reaches it. */
            amountMin?: number;
            /** @description 万元; keeps products whose range starts at or below it. */
            amountMax?: number;
            /** @description Keeps products whose term range contains it. */
            termMonths?: number;
            /** @description Keeps products whose lowest rate is at most it. */
            rateMax?: number;
            featured?: boolean;
            governmentSubsidy?: boolean;
            onlinePledge?: boolean;
        };
        FinancialProductPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["FinancialProduct"][];
        };
        PledgeFinancing: {
            /** @example pledge-0082 */
            id: string;
            enterpriseName: string;
            creditCode: string;
            institutionId: string;
            institutionName: string;
            /** @description The product of the institution the pledge was registered under, when the register names one; its amount lies in the product's range. */
            productId?: string;
            /** @description 万元. */
            amount: number;
            termMonths: number;
            /** @description Annual rate, percent. */
            rate: number;
            /** @description 专利 | 商标 | 专利+商标 */
            pledgeType: string;
            patentCount: number;
            /** Format: date */
            registrationDate: string;
            region: string;
        };
        PledgeFilters: {
            id?: string;
            institutionId?: string;
            pledgeType?: string;
            region?: string;
        };
        PledgeFinancingPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["PledgeFinancing"][];
        };
        PledgeStatistics: {
            count: number;
            /** @description 万元. */
            totalAmount: number;
            /** @description Plain mean of the registrations' annual rates, percent. */
            averageRate: number;
            /** @description Distinct institutions that granted them. */
            institutionCount: number;
            /** @description Every year from the first registration to the last, ascending (zeros kept). */
            byYear: {
                year: number;
                count: number;
                /** @description 万元. */
                amount: number;
            }[];
        };
        /**
         * @description invention 发明 | utility 实用新型 | design 外观设计
         * @enum {string}
         */
        PatentType: "invention" | "utility" | "design";
        /**
         * @description pending 审中 | valid 有效 | invalid 失效
         * @enum {string}
         */
        LegalStatus: "pending" | "valid" | "invalid";
        /**
         * @description transfer 转让 | license 许可 | open_license 开放许可
         * @enum {string}
         */
        TransactionType: "transfer" | "license" | "open_license";
        /**
         * @description sell 专利出让 (a listing) | buy 求购需求 (a demand)
         * @enum {string}
         */
        TransactionKind: "sell" | "buy";
        /**
         * @description pending 待审核 (new or changed, waiting for an administrator) | published 已发布 (in the
         *     hall) | rejected 未通过 (with the reason) | withdrawn 已下架 (by its owner) | takenDown 被管理员下架
         *     (with the reason) | dealt 已成交 (a listing) or 已解决 (a demand), with its `deal`. Only
         *     published items are in the hall; a dealt item keeps its public page and is listed in
         *     成交公示 (`ipcTransaction/deals`).
         * @enum {string}
         */
        ListingStatus: "pending" | "published" | "rejected" | "withdrawn" | "takenDown" | "dealt";
        /** @description A listing for sale (`kind: sell`) or a demand to buy (`kind: buy`). */
        IpcTransaction: {
            /** @example txn-0042 */
            id: string;
            /** @description Grows by one at every change of the item (edit, withdrawal, relisting, review decision, takedown, restoration; not a view); 1 when created. A change names the version it was based on (`IpcTransactionSave.version`). */
            version: number;
            kind: components["schemas"]["TransactionKind"];
            /** @example 一种反应釜温控装置 */
            title: string;
            /** @description Listings: the patent offered, when the backend holds it. */
            patentId?: string;
            /** @example 201710601862.3 */
            applicationNumber?: string;
            patentType?: components["schemas"]["PatentType"];
            legalStatus?: components["schemas"]["LegalStatus"];
            /** @example H01M 10/0525 */
            ipcMain?: string;
            /**
             * @description A SERVICE_TechnicalFields value.
             * @example XNY
             */
            field: string;
            /**
             * @description A ZSCQJY value.
             * @example ZLZR
             */
            category?: string;
            transactionType: components["schemas"]["TransactionType"];
            /** @description 万元; null when negotiable (面议). Demands have null. */
            price: number | null;
            /** @description Demands: the budget's lower end, 万元. */
            budgetMin?: number;
            /** @description Demands: the budget's upper end, 万元. */
            budgetMax?: number;
            /**
             * Format: date
             * @description Demands: until when it looks.
             */
            deadline?: string;
            keywords?: string[];
            description: string;
            /**
             * @description The publishing account's verified company as it is when the item is read, or 个人 for an account without one (never typed on the form, never a copy kept from the day it was published): a verification decided later shows on every item of the account at once.
             * @example 西安瑞源电驱动科技有限公司
             */
            seller: string;
            /** @description The seller is a verified company (已认证企业). */
            sellerVerified?: boolean;
            /** @description Administrators only: a pending authorised listing whose patent's verified holder published its own listing (this id); it cannot be approved while that one is live or pending. */
            contestedBy?: string;
            /** @description Listings: the seller (as read now) is not the patent's holder (代理/授权出让); `authorization` holds the statement. */
            authorized?: boolean;
            authorization?: string;
            holderClaim?: components["schemas"]["HolderClaim"];
            holderCheck?: components["schemas"]["HolderCheck"];
            contactName: string;
            /** @description Masked for visitors (`138****5678`). */
            contactPhone: string;
            /** Format: date */
            publishDate: string;
            /**
             * Format: date-time
             * @description The moment it was first published through the portal.
             */
            publishedAt?: string;
            /** @description Readers of its page: one a day per account or visitor, owner and administrators not counted. */
            views: number;
            inquiries: number;
            /** @description The account that published it; sent only to that account and to administrators (an account can be a mobile number). */
            owner?: string;
            /** @description True when the contact phone is masked (a visitor). */
            contactHidden?: boolean;
            status?: components["schemas"]["ListingStatus"];
            /** @description Why an administrator rejected or took it down, or why its owner withdrew it; sent only to its owner and administrators. */
            statusReason?: string;
            /** @description Administrators' list only: the patent's registered holder (its first applicant) when the backend holds the patent, to check against the seller and the authorisation statement. */
            patentHolder?: string;
            /** @description False while its current content has not been approved. */
            approved?: boolean;
            /** @description Set until its first approval. */
            neverPublished?: boolean;
            /**
             * Format: date
             * @description When the status last changed.
             */
            statusDate?: string;
            deal?: components["schemas"]["TradeDeal"];
            /** @description What happened to it, oldest first (its last event is its last change): sent only to its owner and to administrators, never to other accounts or visitors. Items of the seeded data set carry a history derived from their dates. */
            history?: components["schemas"]["TradeEvent"][];
        };
        /**
         * @description submitted 提交审核 (first sent) | edited 修改 (its content changed: back to review unless taken down) | approved 审核通过 | rejected 驳回 (with the reason) | withdrawn 下架 by its owner | relisted 重新上架 by its owner | takenDown 被管理员下架 (with the reason) | restored 管理员恢复 | dealt 已成交 / 已解决
         * @enum {string}
         */
        TradeEventType: "submitted" | "edited" | "approved" | "rejected" | "withdrawn" | "relisted" | "takenDown" | "restored" | "dealt";
        TradeEvent: {
            type: components["schemas"]["TradeEventType"];
            /**
             * Format: date-time
             * @description When it happened (the real time; seeded items: office hours of their seeded days, China time).
             */
            at: string;
            /**
             * @description Who did it: the item's owner or an administrator.
             * @enum {string}
             */
            by: "owner" | "admin";
            /** @description rejected and takenDown: the reason the owner sees. */
            reason?: string;
        };
        ActivityFeed: {
            content: components["schemas"]["ActivityEvent"][];
            /** @description More (older) events exist than `size` asked for. */
            hasMore: boolean;
        };
        /** @description One event of 最近动态. Types, not words; the page says each in its language. */
        ActivityEvent: {
            /** @description Unique in the feed and stable across calls. */
            key: string;
            /** Format: date-time */
            at: string;
            /**
             * @description An item event (TradeEventType), or messageSent 留言/咨询 sent | replyReceived an answer in a thread the account opened | consultationReceived 收到咨询 about its item | followUpReceived the asker's 追问 in such a consultation | favorited 收藏 | searchSaved 保存检索/交易筛选
             * @enum {string}
             */
            type: "submitted" | "edited" | "approved" | "rejected" | "withdrawn" | "relisted" | "takenDown" | "restored" | "dealt" | "messageSent" | "replyReceived" | "consultationReceived" | "followUpReceived" | "favorited" | "searchSaved";
            /**
             * @description Who acted, when someone else may have: item events the owner or an administrator; replyReceived an administrator (the platform) or the item's owner; followUpReceived the sender.
             * @enum {string}
             */
            by?: "owner" | "admin" | "sender";
            /** @description rejected and takenDown: the administrator's reason. */
            reason?: string;
            /** @description What it is about: the item's title, the message's target (empty for a message to the platform), the favourite's or the saved search's name. */
            title: string;
            target: components["schemas"]["ActivityTarget"];
        };
        /** @description Where the event leads. transaction: the listing or demand `id` of `kind` (`gone` once deleted) | message: the thread `id` in the account's messages (`box` sent or received) | favorite: the favourite's item (`favoriteType`, `id`) | savedSearch: the saved search `id` of `searchKind`. */
        ActivityTarget: {
            /** @enum {string} */
            type: "transaction" | "message" | "favorite" | "savedSearch";
            id?: string;
            kind?: components["schemas"]["TransactionKind"];
            /** @enum {string} */
            box?: "sent" | "received";
            favoriteType?: components["schemas"]["FavoriteType"];
            searchKind?: components["schemas"]["SavedSearchKind"];
            /** @description The item was deleted: no page to open. */
            gone?: boolean;
        };
        /** @description A recorded deal (已成交) or a solved demand (已解决): public, in 成交公示. */
        TradeDeal: {
            /**
             * Format: date
             * @description When it was concluded: not before the item was published, not after today (China time).
             */
            date: string;
            /** @description The price agreed, 万元, when the owner discloses it. */
            price?: number;
            /** @description The other party (受让方 / 出让方), when the owner names it. */
            counterpart?: string;
            /** Format: date-time */
            recordedAt: string;
            /**
             * @description Recorded by the item's owner or by an administrator.
             * @enum {string}
             */
            recordedBy: "owner" | "platform";
        };
        DealParams: {
            id: string;
            /** @description The version the owner saw (a stale one: HTTP 409 VERSION_CONFLICT). */
            version: number;
            /** Format: date */
            date: string;
            price?: number | null;
            counterpart?: string | null;
        };
        IpcTransactionDetail: components["schemas"]["IpcTransaction"] & {
            /** @description Up to 4 published items of the same kind sharing the IPC class or the field. */
            related: components["schemas"]["IpcTransaction"][];
        };
        IpcTransactionPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["IpcTransaction"][];
        };
        /** @description The trading hall's filters. */
        TransactionFilters: {
            id?: string;
            kind?: components["schemas"]["TransactionKind"];
            transactionType?: components["schemas"]["TransactionType"];
            patentType?: components["schemas"]["PatentType"];
            /** @description A SERVICE_TechnicalFields value. */
            field?: string;
            /** @description A ZSCQJY value. */
            category?: string;
            legalStatus?: components["schemas"]["LegalStatus"];
            /** @description 万元. */
            priceMin?: number;
            /** @description 万元. */
            priceMax?: number;
            /** @description true keeps only negotiable (面议) items. */
            negotiable?: boolean;
        };
        MyTransactionFilters: components["schemas"]["TransactionFilters"] & {
            status?: components["schemas"]["ListingStatus"];
        };
        AdminTransactionFilters: components["schemas"]["TransactionFilters"] & {
            status?: components["schemas"]["ListingStatus"];
        };
        /**
         * @description The publish form. Listings need `applicationNumber`, `price` (null = 面议; open licences
         *     are priced) and, when authorised, `authorization`; demands need `deadline` and `keywords`,
         *     and may give a budget range. The deadline is a date after today and at most 5 years ahead
         *     (the same day 5 years on, 28 February for 29 February), "today" being the backend's clock
         *     as a day in Asia/Shanghai (UTC+8) when the item is saved — yesterday, today and dates such
         *     as 9999-12-31 are refused (`checkDeadline`). Demands saved earlier keep their deadline.
         *     `id` changes one's own item; its `kind` is fixed once created (a change is BAD_REQUEST with
         *     `data.field: kind`). A change also needs `version`: the item's version it was based on
         *     (missing: BAD_REQUEST with `data.field: version`; stale: HTTP 409 VERSION_CONFLICT).
         */
        IpcTransactionSave: {
            id?: string;
            /** @description With `id`: the version of the item the change was based on. Ignored without `id`. */
            version?: number;
            kind: components["schemas"]["TransactionKind"];
            title: string;
            applicationNumber?: string;
            patentType?: components["schemas"]["PatentType"];
            legalStatus?: components["schemas"]["LegalStatus"];
            field: string;
            category?: string;
            transactionType: components["schemas"]["TransactionType"];
            price?: number | null;
            budgetMin?: number | null;
            budgetMax?: number | null;
            /** @description `YYYY-MM-DD`, from tomorrow to 5 years ahead (Asia/Shanghai days). */
            deadline?: string;
            keywords?: string[];
            description: string;
            authorization?: string;
            /** @description Listings of a patent the backend does not hold: required (else BAD_REQUEST at `holderClaim`); ignored for a held patent. */
            holderClaim?: components["schemas"]["HolderClaim"];
            /** @description With `holderClaim`: the scan that proves it (专利证书 for `holder`, 授权书 for `agent`) as a `data:image/png|jpeg;base64,…` URL — checked by its bytes, at most 3 MB decoded and 2400 px a side, its metadata removed. Required on a new listing and when the claim changes; left out on a change, the one kept stays. */
            proof?: string;
            contactName: string;
            contactPhone: string;
        };
        /**
         * @description What the publisher of a patent the backend does not hold says it is to that patent:
         *     `holder` 本单位（本人）是专利权人 — the listing is its own, proved by the 专利证书;
         *     `agent` 受专利权人授权出让 — 代理/授权出让, proved by the 授权书 and explained by
         *     `authorization`.
         * @enum {string}
         */
        HolderClaim: "holder" | "agent";
        /**
         * @description The administrator's check of `holderClaim` against the uploaded scan: `pending`
         *     (权利人待核验: every new or changed listing of such a patent, seen by its owner and
         *     administrators only, as it is in review) and `confirmed` (the approval confirmed it: the
         *     page says the platform checked the 专利证书 or 授权书). A claim the scan does not prove is
         *     rejected with the listing, with the reason.
         * @enum {string}
         */
        HolderCheck: "pending" | "confirmed";
        TradeStatistics: {
            listingCount: number;
            demandCount: number;
            /** @description Listings priced 面议. */
            negotiableCount: number;
            /** @description Listings marked 已成交 (all time); not in listingCount. */
            dealCount: number;
            /** @description Demands marked 已解决 (all time); not in demandCount. */
            solvedCount: number;
            /** @description Sum of the listings' prices, 万元. */
            totalListedValue: number;
            /** @description Listings (not demands) by transaction type, in the order transfer, license, open_license; they add up to listingCount. */
            byTransactionType: {
                type: components["schemas"]["TransactionType"];
                count: number;
            }[];
            /** @description By technical field, most first. */
            byField: {
                field: string;
                count: number;
            }[];
            /** @description Published per month (`YYYY-MM`), the last 12 months, oldest first. */
            monthly: {
                month: string;
                count: number;
            }[];
        };
        Expert: {
            /** @example expert-0052 */
            id: string;
            name: string;
            /** @example 教授 */
            title: string;
            organization: string;
            /** @description SERVICE_TechnicalFields values. */
            fields: string[];
            specialties: string[];
            yearsOfExperience: number;
            serviceCount: number;
            intro: string;
        };
        ExpertFilters: {
            id?: string;
            field?: string;
            title?: string;
        };
        ExpertPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["Expert"][];
        };
        /**
         * @description active 正常 (on the portal), disabled 已停用 (off the portal, kept for the administrators).
         * @enum {string}
         */
        DirectoryStatus: "active" | "disabled";
        /** @description What administrators see of a directory record beyond the portal's fields. */
        DirectoryRecordState: {
            status: components["schemas"]["DirectoryStatus"];
            /** @description Whether visitors see it now: active, and for a product its institution active too. */
            visible: boolean;
            /** @description Goes up with every change; a change names the version it was based on. */
            version: number;
            /**
             * Format: date-time
             * @description When it was added (seeded records: the day the data set stands at).
             */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            disabledReason?: string;
            /** Format: date-time */
            disabledAt?: string;
            /** @description The administrator's account. */
            disabledBy?: string;
        };
        DirectoryParams: {
            id: components["schemas"]["Id"];
            version: number;
        };
        DirectoryReasonParams: {
            id: components["schemas"]["Id"];
            version: number;
            /** @description 停用原因, kept with the record and in the audit trail. */
            reason: string;
        };
        /** @description The record as it is now, after a change based on an older version was refused (VERSION_CONFLICT). */
        DirectoryVersionConflictData: {
            currentVersion: number;
            current: components["schemas"]["AdminAgency"] | components["schemas"]["AdminInstitution"] | components["schemas"]["AdminProduct"] | components["schemas"]["AdminExpert"];
        };
        /** @description A agency as administrators see it. */
        AdminAgency: components["schemas"]["ServiceAgency"] & components["schemas"]["DirectoryRecordState"];
        AdminAgencyPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["AdminAgency"][];
        };
        AdminAgencyFilters: components["schemas"]["AgencyFilters"] & {
            status?: components["schemas"]["DirectoryStatus"];
            visible?: boolean;
        };
        /** @description A service agency's editable fields (the rules are src/contract/directoryForm.ts#agencyProblems). */
        AgencyInput: {
            enterpriseName: string;
            /** @description GB 32100; cannot change once created. */
            creditCode: string;
            /** @description CNIPA agency code: the province's 2 digits + a 3-digit serial. */
            agencyCode: string;
            /** Format: date */
            foundingDate: string;
            /** @enum {string} */
            legalForm: "有限责任公司" | "普通合伙" | "特殊普通合伙" | "股份有限公司";
            legalRepresentative: string;
            agentCount: number;
            /** @description SERVICE_TechnicalFields values, 1–5. */
            technicalFields: string[];
            /** @description SERVICE_MainService values, at least one. */
            mainServices: string[];
            /** @description A provincial-level division (陕西省). */
            region: string;
            city: string;
            address: string;
            /** @description A mobile or a landline with its area code. */
            contactPhone: string;
            email: string;
            /** @description Optional; http(s). */
            website?: string;
            inventionCount: number;
            utilityCount: number;
            designCount: number;
            /** @enum {string} */
            creditGrade: "A" | "B" | "C" | "D";
            intro: string;
        };
        AgencyUpdate: components["schemas"]["DirectoryParams"] & components["schemas"]["AgencyInput"];
        /** @description A institution as administrators see it. */
        AdminInstitution: components["schemas"]["FinancialInstitution"] & components["schemas"]["DirectoryRecordState"];
        AdminInstitutionPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["AdminInstitution"][];
        };
        AdminInstitutionFilters: components["schemas"]["InstitutionFilters"] & {
            status?: components["schemas"]["DirectoryStatus"];
            visible?: boolean;
        };
        /** @description A financial institution's editable fields (src/contract/directoryForm.ts#institutionProblems). */
        InstitutionInput: {
            name: string;
            /** @enum {string} */
            type: "银行" | "担保机构" | "保险机构" | "投资机构" | "小贷公司";
            /** @description GB 32100. */
            creditCode: string;
            region: string;
            address: string;
            phone: string;
            intro: string;
        };
        InstitutionUpdate: components["schemas"]["DirectoryParams"] & components["schemas"]["InstitutionInput"];
        /** @description A product as administrators see it. */
        AdminProduct: components["schemas"]["FinancialProduct"] & components["schemas"]["DirectoryRecordState"];
        AdminProductPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["AdminProduct"][];
        };
        AdminProductFilters: components["schemas"]["ProductFilters"] & {
            status?: components["schemas"]["DirectoryStatus"];
            visible?: boolean;
        };
        /** @description A financial product's editable fields (src/contract/directoryForm.ts#productProblems). */
        ProductInput: {
            name: string;
            institutionId: components["schemas"]["Id"];
            /** @description A ZSCQJR dictionary value. */
            category: string;
            /** @description 万元, above 0. */
            amountMin: number;
            /** @description 万元, not below amountMin, up to 100 000. */
            amountMax: number;
            termMonthsMin: number;
            termMonthsMax: number;
            /** @description Annual rate, percent (0–24). */
            rateMin: number;
            rateMax: number;
            repayment: string;
            guarantee: string;
            borrowers: string[];
            materials: string[];
            steps: string[];
            features: string[];
            governmentSubsidy?: boolean;
            onlinePledge?: boolean;
            /** @description Shown among the home's featured products. */
            featured?: boolean;
        };
        ProductUpdate: components["schemas"]["DirectoryParams"] & components["schemas"]["ProductInput"];
        /** @description A expert as administrators see it. */
        AdminExpert: components["schemas"]["Expert"] & components["schemas"]["DirectoryRecordState"];
        AdminExpertPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["AdminExpert"][];
        };
        AdminExpertFilters: components["schemas"]["ExpertFilters"] & {
            status?: components["schemas"]["DirectoryStatus"];
            visible?: boolean;
        };
        /** @description An expert's editable fields (src/contract/directoryForm.ts#expertProblems). */
        ExpertInput: {
            name: string;
            /** @enum {string} */
            title: "教授" | "研究员" | "副教授" | "正高级工程师" | "高级工程师" | "专利代理师" | "律师" | "资产评估师" | "技术经纪人";
            organization: string;
            /** @description SERVICE_TechnicalFields values, 1–5. */
            fields: string[];
            specialties: string[];
            yearsOfExperience: number;
            serviceCount: number;
            intro: string;
        };
        ExpertUpdate: components["schemas"]["DirectoryParams"] & components["schemas"]["ExpertInput"];
        MatchScore: {
            /** @description Higher first; listing, demand and expert matches never under 40 (MIN_MATCH_SCORE). */
            score: number;
            /** @description Why it matched, in Chinese; the real reasons first, then what supports them. */
            reasons: string[];
        };
        TransactionMatch: components["schemas"]["MatchScore"] & {
            item: components["schemas"]["IpcTransaction"];
        };
        ExpertMatch: components["schemas"]["MatchScore"] & {
            item: components["schemas"]["Expert"];
        };
        AgencyMatch: components["schemas"]["MatchScore"] & {
            item: components["schemas"]["ServiceAgency"];
        };
        DemandMatches: {
            listings: components["schemas"]["TransactionMatch"][];
            experts: components["schemas"]["ExpertMatch"][];
            agencies: components["schemas"]["AgencyMatch"][];
        };
        ListingMatches: {
            demands: components["schemas"]["TransactionMatch"][];
        };
        /**
         * @description message 留言 (the footer) | consult 咨询 | financing 融资申请 (a product) | booking 服务预约 (a part-time operation service)
         * @enum {string}
         */
        MessagePurpose: "message" | "consult" | "financing" | "booking";
        /**
         * @description What a message is about; `service` is a part-time operation service (its SERVICE_PartTimeOperation value as targetId).
         * @enum {string}
         */
        MessageTargetType: "portal" | "agency" | "product" | "institution" | "listing" | "expert" | "patent" | "news" | "service";
        /**
         * @description pending 待回复 | replied 已回复 | closed 已关闭
         * @enum {string}
         */
        MessageStatus: "pending" | "replied" | "closed";
        /**
         * @description morning 上午 | afternoon 下午
         * @enum {string}
         */
        DayPeriod: "morning" | "afternoon";
        LeaveMessageParams: {
            name: string;
            mobile: string;
            email?: string;
            /** @description Required (10–500) for a message or a consultation; optional notes otherwise. */
            content?: string;
            targetType?: components["schemas"]["MessageTargetType"];
            /** @description The item's id; an agency's credit code. */
            targetId?: string;
            purpose?: components["schemas"]["MessagePurpose"];
            /** @description Financing: the applying company. */
            company?: string;
            /** @description Financing: 万元, within the product's range. */
            amount?: number;
            /** @description Financing: months, within the product's range. */
            termMonths?: number;
            /**
             * Format: date
             * @description Booking: a working day within the next 30 days.
             */
            preferredDate?: string;
            preferredPeriod?: components["schemas"]["DayPeriod"];
            /** @description Consultations about a listing or demand: true when absent; false keeps the mobile (masked) and e-mail from its owner; administrators always see them. */
            shareContact?: boolean;
            /** @description Financing: the applicant agrees that the application (company, amount, term, contact) goes to the product's institution, as the privacy policy says; required true, else BAD_REQUEST at `consent`. Recorded with the application (`consentTo`, `consentAt`). */
            consent?: boolean;
        };
        LeaveMessage: components["schemas"]["LeaveMessageParams"] & {
            /** @description Financing: the institution the applicant agreed to share the application with, as named when it was sent. */
            consentTo?: string;
            /** Format: date-time */
            consentAt?: string;
            /** @example msg-0001 */
            id: string;
            /** @description The sender's account. */
            account: string;
            /** Format: date-time */
            createdAt: string;
            status: components["schemas"]["MessageStatus"];
            /** @description What it is about, as a person reads it (a listing's title, an agency's name …). */
            targetTitle?: string;
            /** @description What it is about was deleted (a listing or demand by its owner, a directory record by an administrator); the title is the one it had. */
            targetGone?: boolean;
            /** @description An administrator disabled (停用) the agency, institution, product or expert it is about: its page is off the portal for now, so the message names it without a link. */
            targetOffline?: boolean;
            recipient?: components["schemas"]["MessageRecipient"];
            /** @description Administrators only: the account of the item's owner that receives the consultation. */
            recipientAccount?: string;
            /** @description What was said after the opening `content`, oldest first: answers and the sender's follow-ups (追问). Posts are appended, never changed. */
            thread?: components["schemas"]["MessagePost"][];
            /** @description The latest answer (the last `owner` or `platform` post). */
            reply?: string;
            /**
             * Format: date-time
             * @description When the latest answer was given.
             */
            repliedAt?: string;
            /** @description False while the sender has answers not yet opened (`senderUnread` > 0). */
            replyRead?: boolean;
            /** @description Answers the sender has not opened yet. */
            senderUnread?: number;
            /** @description Posts of the sender (the opening one and follow-ups) the recipient has not opened yet. */
            recipientUnread?: number;
            /** @description Received consultations: false when the sender keeps the contact from the owner (the mobile comes masked, no e-mail). */
            contactShared?: boolean;
            /** Format: date-time */
            closedAt?: string;
            closedBy?: components["schemas"]["MessageRole"];
            /** @description Who closed it, as shown (the sender's name, the seller, 平台管理员). */
            closedByName?: string;
            forwardTarget?: components["schemas"]["ForwardTarget"];
            /** @description Administrators only: every forwarding of the message, oldest first (`admin/leaveMessage/forward`). */
            forwards?: components["schemas"]["MessageForward"][];
        };
        /**
         * @description owner — a consultation about a listing or demand, answered by its owner (administrators see it and may answer too) | platform — answered by the platform's administrators (every other message; agencies and institutions have no accounts)
         * @enum {string}
         */
        MessageRecipient: "owner" | "platform";
        /**
         * @description sender 留言人 | owner 发布者 | platform 平台管理员
         * @enum {string}
         */
        MessageRole: "sender" | "owner" | "platform";
        MessagePost: {
            role: components["schemas"]["MessageRole"];
            /** @description As shown: the sender's name, the seller (verified company or 个人), 平台管理员. */
            author: string;
            content: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Administrators only, on a message that can be forwarded (platform-answered, open, about an agency, institution, expert or product): whom it goes to, from the directory. */
        ForwardTarget: {
            /** @description The organisation as shown: the agency, the institution (a product's lender), the expert and their organisation. */
            name: string;
            /** @description The directory's contact (an agency's e-mail, else its phone; an institution's phone), absent when the directory has none (most experts): the administrator types one. */
            contact?: string;
        };
        MessageForward: {
            /** @description The contact it was forwarded to (e-mail, mobile or landline). */
            to: string;
            /** @description The organisation, as in `forwardTarget.name`. */
            toName: string;
            /** @description The administrator's note; not shown to the sender. */
            note?: string;
            /** Format: date-time */
            at: string;
            /** @description The administrator's account. */
            by: string;
        };
        ForwardParams: {
            id: components["schemas"]["Id"];
            /** @description An e-mail address, a mobile or a landline (029-88886120). */
            to: string;
            note?: string;
        };
        MessageUnread: {
            /** @description replies + received: the badge of 我的留言与咨询. */
            count: number;
            /** @description Answers to the account's own messages not opened yet. */
            replies: number;
            /** @description Posts in consultations about the account's items not opened yet. */
            received: number;
        };
        MessagePostParams: {
            id: string;
            content: string;
        };
        LeaveMessagePage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["LeaveMessage"][];
        };
        MessageFilters: {
            status?: components["schemas"]["MessageStatus"];
            targetType?: components["schemas"]["MessageTargetType"];
            purpose?: components["schemas"]["MessagePurpose"];
            /** @description About this item only (e.g. one listing's consultations). */
            targetId?: string;
            /** @description Only threads with posts the reader has not opened. */
            unread?: boolean;
            /**
             * Format: date
             * @description Sent on or after this day (China time, UTC+8).
             */
            from?: string;
            /**
             * Format: date
             * @description Sent on or before this day (China time, UTC+8).
             */
            to?: string;
            /** @description Administrators' list only (ignored elsewhere): true — forwarded at least once; false — waiting to be forwarded (open, platform-answered, about an agency, institution, expert or product, not forwarded yet). */
            forwarded?: boolean;
        };
        /**
         * @description patent | listing (a listing or a demand) | product | agency | expert
         * @enum {string}
         */
        FavoriteType: "patent" | "listing" | "product" | "agency" | "expert";
        FavoriteTarget: {
            targetType: components["schemas"]["FavoriteType"];
            /** @description The item's id; an agency's credit code. */
            targetId: string;
        };
        Favorite: components["schemas"]["FavoriteTarget"] & {
            /** @example fav-0001 */
            id: string;
            account: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The item's name now; the one saved when it left the platform. */
            title: string;
            /** @description One line that tells similar items apart. */
            summary?: string;
            /** @description False once the item left the platform (removed, withdrawn, taken down, concluded). */
            available: boolean;
            /**
             * @description Why it is not available: deleted by its owner (or no longer in the data), concluded (已成交 / 已解决), or off the hall for now (withdrawn, taken down).
             * @enum {string}
             */
            gone?: "deleted" | "dealt" | "offline";
        };
        FavoriteFilters: {
            targetType?: components["schemas"]["FavoriteType"];
        };
        FavoritePage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["Favorite"][];
        };
        FavoriteState: {
            favorited: boolean;
        };
        /**
         * @description patent — a patent search; trading — a filter of the trading hall.
         * @enum {string}
         */
        SavedSearchKind: "patent" | "trading";
        /** @description A saved patent search — what the result page sends to `patent/search`, without paging (`filters` goes there as `queryData`). */
        SavedPatentParams: {
            q: string;
            sort?: components["schemas"]["PatentSort"];
            filters?: components["schemas"]["PatentFacetFilters"];
            /** @description `false`: 扩展检索 off. Absent: on (the search's default). */
            expand?: boolean;
            /** @description Equivalents not searched (sent to `patent/search` as `without`, comma-separated). */
            without?: string[];
        };
        /** @description The hall's filters, as sent in `queryData` to `ipcTransaction/findIndex`. */
        SavedTradingQueryData: {
            kind: components["schemas"]["TransactionKind"];
            /** @description A ZSCQJY value. */
            category?: string;
            transactionType?: components["schemas"]["TransactionType"];
            patentType?: components["schemas"]["PatentType"];
            /** @description A SERVICE_TechnicalFields value. */
            field?: string;
            legalStatus?: components["schemas"]["LegalStatus"];
            /** @description 万元: listings priced at least this, demands whose budget reaches it. */
            priceMin?: number;
            /** @description 万元: listings priced at most this, demands whose budget starts below it. */
            priceMax?: number;
            /** @description true: 面议 only; false: priced only. Not together with a price range. */
            negotiable?: boolean;
        };
        /** @description A saved hall filter — what the hall sends to `ipcTransaction/findIndex`, without paging. */
        SavedTradingParams: {
            keyword?: string;
            /**
             * @description Absent: publishDate desc.
             * @enum {string}
             */
            sort?: "publishDate desc" | "publishDate asc" | "price asc" | "price desc" | "views desc" | "views asc";
            queryData: components["schemas"]["SavedTradingQueryData"];
        };
        /** @description What a saved search stands for — its kind and the query it sends. */
        SavedSearchTarget: {
            /** @constant */
            kind: "patent";
            params: components["schemas"]["SavedPatentParams"];
        } | {
            /** @constant */
            kind: "trading";
            params: components["schemas"]["SavedTradingParams"];
        };
        /** @description `name` (≤ 30 characters) defaults to the query text, or the hall's filters in words. */
        SavedSearchSave: components["schemas"]["SavedSearchTarget"] & {
            name?: string;
        };
        /** @description What a saved search is besides its conditions. */
        SavedSearchInfo: {
            /** @example ss-0001 */
            id: string;
            /** @example 锂离子电池发明专利 */
            name: string;
            /**
             * @description Its conditions as a person reads them, e.g. `专利类型：发明`.
             * @example [
             *       "检索式：锂离子电池",
             *       "专利类型：发明"
             *     ]
             */
            conditions: string[];
            /** @description Patent search: hits now. Hall filter: published items it selects now. */
            count: number;
            /**
             * @description Of those, what is new since it was last opened (or saved): a patent search's hits that entered the database after it, a hall filter's items published after it. `savedSearch/open` sets it to 0.
             * @example 4
             */
            newCount?: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastOpenedAt?: string;
            /** @description Answer to a save: the same conditions were saved before; this is that entry. */
            alreadySaved?: boolean;
        };
        /** @description A saved search as its owner sees it, with what it finds now. `params` come back in the backend's canonical form (keys sorted, empty values and defaults left out). */
        SavedSearch: components["schemas"]["SavedSearchTarget"] & components["schemas"]["SavedSearchInfo"];
        SearchHistoryEntry: {
            /** @example sh-0001 */
            id: string;
            /** @example 锂离子电池 */
            query: string;
            /**
             * Format: date-time
             * @description Its latest search.
             */
            searchedAt: string;
        };
        SearchHistory: {
            /** @description Newest first, one entry per query. */
            content: components["schemas"]["SearchHistoryEntry"][];
            /**
             * @description Entries kept; an older one goes.
             * @example 50
             */
            limit: number;
        };
        SearchHistoryAdd: {
            query: string;
        };
        SearchHistoryMerge: {
            /** @description The browser's history, newest first. */
            queries: string[];
        };
        SearchHistoryCleared: {
            removed: number;
        };
        SavedSearchFilters: {
            kind?: components["schemas"]["SavedSearchKind"];
        };
        SavedSearchPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["SavedSearch"][];
        };
        Patent: {
            /** @example pat-000030 */
            id: string;
            /** @description e.g. `201710601862.3` (ZC 0006-2003, with its check character). */
            applicationNumber: string;
            publicationNumber: string;
            title: string;
            abstract: string;
            type: components["schemas"]["PatentType"];
            legalStatus: components["schemas"]["LegalStatus"];
            /** @description Finer status, e.g. 实质审查, 专利权维持, 未缴年费终止. */
            legalStatusDetail: string;
            /** Format: date */
            applicationDate: string;
            /** Format: date */
            publicationDate: string;
            /** Format: date */
            grantDate?: string;
            /** @description The first is the holder. */
            applicants: string[];
            inventors: string[];
            agencyName?: string;
            agencyCreditCode?: string;
            agents?: string[];
            /** @example H01M 10/0525 */
            ipcMain: string;
            ipcCodes: string[];
            /** @description Province of the first applicant. */
            region: string;
            /**
             * @description City of the first applicant (with 市), beside `region`, its province; absent when not known.
             * @example 西安市
             */
            applicantCity?: string;
            claimsCount: number;
            independentClaimsCount: number;
            /** @description Members of its simple family, itself included: the Chinese applications of the family (a parent and its divisional applications) and the publications abroad. */
            familySize: number;
            /** @description The simple family: the id of its first Chinese application. Records with one familyId are one family (a divisional application carries its parent's). */
            familyId: string;
            /** @description 分案原申请号: the application this one was divided from, when it is a divisional application. */
            divisionalOf?: string;
            /** @description Its Chinese publications in order: an invention's A (申请公布) and, once granted, its B (授权公告); a utility model's U or a design's S. The last is `publicationNumber` / `publicationDate`. */
            publications: components["schemas"]["PatentPublication"][];
            /** @description The priorities it claims (优先权), earliest first; absent when it claims none. */
            priorities?: components["schemas"]["PatentPriority"][];
            citedByCount: number;
            citesCount: number;
            transferCount: number;
            licenseCount: number;
            pledgeCount: number;
            /** @description A SERVICE_TechnicalFields value. */
            field?: string;
        };
        PatentPublication: {
            /** @example CN112345678A */
            number: string;
            /**
             * @description A 发明专利申请公布, B 发明专利授权公告, U 实用新型授权公告, S 外观设计授权公告.
             * @enum {string}
             */
            kind: "A" | "B" | "U" | "S";
            /** Format: date */
            date: string;
        };
        PatentPriority: {
            /** @description Office of the earlier application: CN, US, EP, JP … */
            office: string;
            /** @example 202010555743.0 */
            number: string;
            /** Format: date */
            date: string;
        };
        PatentPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["Patent"][];
        };
        PatentFilters: {
            id?: string;
            type?: components["schemas"]["PatentType"];
            legalStatus?: components["schemas"]["LegalStatus"];
            region?: string;
            field?: string;
            agencyName?: string;
            /** @description An IPC code or its beginning. */
            ipc?: string;
            /** @description Part of an applicant's name. */
            applicant?: string;
            /** @description Part of an inventor's name. */
            inventor?: string;
            /** @description The beginning of an application number. */
            applicationNumber?: string;
            /** Format: date */
            applicationDateFrom?: string;
            /** Format: date */
            applicationDateTo?: string;
        };
        EnterprisePatentFilters: components["schemas"]["PatentFilters"] & {
            /** @description Exact applicant or agency name. */
            enterpriseName?: string;
            creditCode?: components["schemas"]["CreditCode"];
        };
        /**
         * @description Relevance, or a date with its direction.
         * @enum {string}
         */
        PatentSort: "relevance" | "applicationDate desc" | "applicationDate asc" | "publicationDate desc" | "publicationDate asc";
        /** @description Facet filters — OR within a facet, AND across facets. */
        PatentFacetFilters: {
            type?: components["schemas"]["PatentType"][];
            legalStatus?: components["schemas"]["LegalStatus"][];
            /** @description Application years. */
            year?: number[];
            ipcSection?: string[];
            ipcClass?: string[];
            applicant?: string[];
            agency?: string[];
        };
        FacetBucket: {
            value: string;
            label: string;
            count: number;
        };
        PatentFacets: {
            type: components["schemas"]["FacetBucket"][];
            legalStatus: components["schemas"]["FacetBucket"][];
            year: components["schemas"]["FacetBucket"][];
            ipcSection: components["schemas"]["FacetBucket"][];
            ipcClass: components["schemas"]["FacetBucket"][];
            /** @description Top 10. */
            applicant: components["schemas"]["FacetBucket"][];
            /** @description Top 10. */
            agency: components["schemas"]["FacetBucket"][];
        };
        PatentHit: components["schemas"]["Patent"] & {
            /** @description Relevance (higher first). */
            score: number;
            valueScore: number;
            /** @description With 合并同族: the records of its family in this result, itself included. */
            familyMatched?: number;
            /** @description The other Chinese records of its family (parent and divisionals), filed first first; absent when it has none. */
            familyMembers?: components["schemas"]["PatentRef"][];
        };
        /** @description A page of hits, the facets of the whole (facet-filtered) result and the words to highlight. */
        PatentSearchResult: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["PatentHit"][];
            /** @description Records (申请) found; `totalElements` counts families when grouped. */
            applicationCount: number;
            /** @description Whether hits are families (合并同族). */
            groupedByFamily: boolean;
            facets: components["schemas"]["PatentFacets"];
            /** @description The words 扩展检索 widened, in the order written (empty when it is off or widened nothing). */
            expansions: components["schemas"]["PatentExpansion"][];
            /** @description Plain words of the positive clauses (truncation `*` removed). */
            terms: string[];
            tookMs: number;
            /** @description The query in canonical form (upper-case codes and operators, explicit AND). */
            query?: string;
        };
        PatentAnalysisDimension: {
            /** @description The values counted, in the facet's order (sections A–H, types and statuses in their order, the others most frequent first); the top 20 where the dimension says so. */
            buckets: components["schemas"]["FacetBucket"][];
            /** @description How many distinct values the selection has (more than `buckets` holds when cut to the top). */
            distinct: number;
        };
        /** @description 统计分析 of a patent search's selection (`patent/analysis`); every figure counts records, as the facets do. */
        PatentAnalysis: {
            /** @description Records selected (the search's totalElements without family grouping). */
            total: number;
            /** @description Filings per application year, oldest first, every year from the first to the last (zeros included); empty when nothing is selected. */
            years: components["schemas"]["FacetBucket"][];
            applicants: components["schemas"]["PatentAnalysisDimension"];
            ipcSections: components["schemas"]["PatentAnalysisDimension"];
            ipcClasses: components["schemas"]["PatentAnalysisDimension"];
            legalStatus: components["schemas"]["PatentAnalysisDimension"];
            types: components["schemas"]["PatentAnalysisDimension"];
            agencies: components["schemas"]["PatentAnalysisDimension"];
            /** @description Records filed without an agency (not in `agencies`). */
            withoutAgency: number;
        };
        /**
         * @description A word of the query and the equivalents searched besides it (扩展检索).
         * @example {
         *       "term": "锂电池",
         *       "added": [
         *         "锂离子电池",
         *         "锂离子二次电池",
         *         "lithium battery"
         *       ]
         *     }
         */
        PatentExpansion: {
            /** @description The word as written. */
            term: string;
            /** @description What was searched besides it, the `without` terms left out. */
            added: string[];
        };
        PatentRef: {
            /** @description Set when the backend holds the patent. */
            id?: string;
            publicationNumber: string;
            title: string;
            applicant?: string;
            /** Format: date */
            date?: string;
        };
        LegalEvent: {
            /** Format: date */
            date: string;
            /** @description e.g. 公开, 实质审查的生效, 授权, 专利权的转移, 专利权质押, 未缴年费终止. */
            event: string;
            detail?: string;
        };
        FamilyMember: {
            /** @description Set when the backend holds the record (the Chinese members). */
            id?: string;
            publicationNumber: string;
            /** @description CN, US, EP, WO, JP, KR … */
            office: string;
            /** Format: date */
            date: string;
        };
        PatentDetail: components["schemas"]["Patent"] & {
            claims: string[];
            description: string;
            legalEvents: components["schemas"]["LegalEvent"][];
            family: components["schemas"]["FamilyMember"][];
            citations: components["schemas"]["PatentRef"][];
            citedBy: components["schemas"]["PatentRef"][];
            valueScore: number;
            /** @enum {string} */
            valueGrade: "A" | "B" | "C" | "D";
            /** @description The value model's reference valuation, 万元 (0 when not in force): an orientation for pledge financing, not an appraisal. */
            referenceValue: number;
            /** @description Its published trading listing, when it is for sale. */
            listingId?: string;
            /**
             * @description With `agencyCreditCode`: whether the agency has a public page in the portal's directory now — `listed` (the portal links to it), `disabled` (an administrator disabled it: its name is shown as text with 已停用, never as a link), `unlisted` (not in the directory: text).
             * @enum {string}
             */
            agencyStatus?: "listed" | "disabled" | "unlisted";
        };
        PatentDrawings: {
            /** @example pat-000001 */
            patentId: string;
            /** @description The document the drawings are of: its last publication. */
            publicationNumber: string;
            /**
             * @description description 说明书附图 (图1, 图2 …) | design 外观设计图片 (the views of a design).
             * @enum {string}
             */
            kind: "description" | "design";
            /** @description The `number` of the 摘要附图 (a design: the view that best shows it), or null when the abstract has none. */
            abstractFigure: number | null;
            /** @description In order; empty when the patent has no drawings. */
            figures: components["schemas"]["PatentDrawing"][];
            /** @description The published document (`patent/document`), inline. */
            documentUrl: string;
            /** @description The same document as a download. */
            documentDownloadUrl: string;
        };
        PatentDrawing: {
            number: number;
            /**
             * @description 图1, 图2 …, or a view: 主视图, 立体图 …
             * @example 图1
             */
            label: string;
            /**
             * @description As the description's 附图说明 words it (图1为本实用新型实施例提供的整体结构示意图), or the view.
             * @example 整体结构示意图
             */
            caption: string;
            /** @description Its 附图标记 in the order drawn: a part's number (1, 2 …; a module's 10, 20 …) or a step's label (S1, S2 …), and what it names. */
            signs: components["schemas"]["ReferenceSign"][];
            /** @description Its image (`patent/drawing`), with its version. */
            url: string;
            /** @description The image's own width (SVG units). */
            width: number;
            height: number;
        };
        ReferenceSign: {
            /** @example 1 */
            sign: string;
            /** @example 机箱 */
            name: string;
        };
        /**
         * @description legal 法律 | technical 技术 | economic 经济 (GB/T 42748-2023)
         * @enum {string}
         */
        ValueDimensionKey: "legal" | "technical" | "economic";
        ValueIndicator: {
            key: string;
            label: string;
            dimension: components["schemas"]["ValueDimensionKey"];
            /** @description The raw value, e.g. 12 (claims) or `valid`. */
            raw: number | string;
            /** @description How it reads, e.g. `12 项`, `有效`. */
            display: string;
            score: number;
            /** @description Within its dimension; a dimension's weights add up to 1. */
            weight: number;
            /** @description Points it adds to the overall score. */
            contribution: number;
        };
        ValueDimension: {
            key: components["schemas"]["ValueDimensionKey"];
            label: string;
            score: number;
            weight: number;
            indicators: components["schemas"]["ValueIndicator"][];
        };
        ValueAssessment: {
            patentId: string;
            score: number;
            /**
             * @description A ≥ 85, B ≥ 70, C ≥ 55, D below.
             * @enum {string}
             */
            grade: "A" | "B" | "C" | "D";
            dimensions: components["schemas"]["ValueDimension"][];
            modelVersion: string;
            /** @description The score of a patent not in force was capped. */
            capped?: boolean;
            uncappedScore?: number;
            /** @description Why the score was adjusted, in Chinese. */
            note?: string;
        };
        PatentValueRow: {
            id: string;
            title: string;
            applicationNumber: string;
            type: components["schemas"]["PatentType"];
            legalStatus: components["schemas"]["LegalStatus"];
            field?: string;
            applicants: string[];
            /** Format: date */
            applicationDate: string;
            score: number;
            /** @enum {string} */
            grade: "A" | "B" | "C" | "D";
            legalScore: number;
            technicalScore: number;
            economicScore: number;
        };
        PatentValueRowPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["PatentValueRow"][];
        };
        PatentValueFilters: {
            /**
             * @description Score band.
             * @enum {string}
             */
            band?: "85-100" | "70-85" | "55-70" | "0-55";
            type?: components["schemas"]["PatentType"];
            field?: string;
        };
        PatentValueDetail: {
            patent: components["schemas"]["PatentDetail"];
            assessment: components["schemas"]["ValueAssessment"];
        };
        /**
         * @description industry 产业 | region 区域 | enterprise 企业 | rd 研发活动 (GB/T 39551)
         * @enum {string}
         */
        NavReportKind: "industry" | "region" | "enterprise" | "rd";
        NavReport: {
            /** @example nav-024 */
            id: string;
            title: string;
            kind: components["schemas"]["NavReportKind"];
            field: string;
            region: string;
            publisher: string;
            /** Format: date */
            publishDate: string;
            summary: string;
            pages: number;
            /** @description The saved search expression the report analyses. */
            query: string;
            /**
             * Format: date
             * @description Data cut-off.
             */
            cutoffDate: string;
            /**
             * @description The patent search that reproduces the report's figures: `query` limited to the cut-off date (`PD<=`).
             * @example (TX=(钙钛矿 OR 异质结) OR IPC=H01L31/18) AND PD<=2026-08-09
             */
            searchQuery: string;
            /** @description Where its PDF is served (`navReport/pdf/{id}`). */
            pdfUrl: string;
        };
        NavReportFilters: {
            id?: string;
            kind?: components["schemas"]["NavReportKind"];
            field?: string;
            region?: string;
            /** @description Publication year. */
            year?: number;
        };
        NavReportPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["NavReport"][];
        };
        ChartPoint: {
            label: string;
            value: number;
        };
        /** @description Key figures of a report, from the patents of its search. */
        NavReportFigures: {
            total: number;
            filingsPerYear: components["schemas"]["ChartPoint"][];
            topApplicants: components["schemas"]["ChartPoint"][];
            ipcDistribution: components["schemas"]["ChartPoint"][];
            regions: components["schemas"]["ChartPoint"][];
        };
        NavReportDetail: {
            report: components["schemas"]["NavReport"];
            figures: components["schemas"]["NavReportFigures"];
        };
        ServiceAgency: {
            /** @example agency-0164 */
            id: string;
            creditCode: components["schemas"]["CreditCode"];
            /** @example 西安中瑞知识产权代理事务所（特殊普通合伙） */
            enterpriseName: string;
            /**
             * @description CNIPA agency code: 2-digit province + 3-digit serial.
             * @example 61262
             */
            agencyCode: string;
            /** Format: date */
            foundingDate: string;
            legalForm: string;
            legalRepresentative: string;
            agentCount: number;
            /** @description SERVICE_TechnicalFields values. */
            technicalFields: string[];
            /** @description SERVICE_MainService values. */
            mainServices: string[];
            region: string;
            city: string;
            address: string;
            contactPhone: string;
            email: string;
            website?: string;
            /** @description Patents it handled. */
            patentTotal: number;
            inventionCount: number;
            utilityCount: number;
            designCount: number;
            creditGrade: string;
            intro: string;
        };
        ServiceAgencyPage: components["schemas"]["PageInfo"] & {
            content: components["schemas"]["ServiceAgency"][];
        };
        /** @description The docs/spec.md §2 filter groups (bucket values) and narrowing by dictionary value. */
        AgencyFilters: {
            id?: string;
            creditCode?: string;
            /**
             * @description Founding time, years.
             * @enum {string}
             */
            clsj?: "0-3" | "3-5" | "5-10" | "10";
            /**
             * @description Number of agents.
             * @enum {string}
             */
            dlr?: "0-10" | "10-50" | "50";
            /**
             * @description Total patents.
             * @enum {string}
             */
            zlzl?: "0-5000" | "5000-10000" | "10000-30000" | "30000";
            /** @description Technical fields (SERVICE_TechnicalFields); any of them. */
            jsly?: string[];
            /** @description A SERVICE_MainService value. */
            mainService?: string;
            region?: string;
            city?: string;
            creditGrade?: string;
        };
        AgencyOverview: {
            /** @description The agencies the agency list holds. */
            agencyCount: number;
            /** @description Sum of the listed agencies' practising patent agents (each agency's agentCount). */
            agentCount: number;
            /** @description Sum of the agencies' reported filings handled (each agency's patentTotal): their whole book, not only the patents in the portal's database; as of reportedAsOf. */
            patentTotal: number;
            /** @description The invention patents among patentTotal. */
            inventionTotal: number;
            /**
             * Format: date
             * @description The day the agencies' reported figures (patentTotal, inventionTotal) stand at; the page names it with their source.
             */
            reportedAsOf?: string;
            byMainService: {
                service: string;
                count: number;
            }[];
            byField: {
                field: string;
                count: number;
            }[];
            byCity: {
                city: string;
                count: number;
            }[];
        };
        AgencyStatistic: {
            creditCode: string;
            byYear: {
                year: number;
                count: number;
            }[];
            byType: {
                type: components["schemas"]["PatentType"];
                count: number;
            }[];
            byField: {
                field: string;
                count: number;
            }[];
        };
    };
    responses: {
        /** @description No session, or it ended (expired, revoked, forged). errorCode UNAUTHORIZED, showType 9. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "UNAUTHORIZED",
                 *       "errorMessage": "请先登录后再操作",
                 *       "showType": 9
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The account may not do this (another account's item, or not an administrator). errorCode FORBIDDEN. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "FORBIDDEN",
                 *       "errorMessage": "只能操作自己发布的信息",
                 *       "showType": 2
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The item changed since the version the request was based on (errorCode VERSION_CONFLICT,
         *     showType 2); nothing was saved. `data` is the item as it is now with its version.
         */
        VersionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    data: components["schemas"]["VersionConflictData"];
                };
            };
        };
        /** @description The account as it is now, or a refusal. */
        AdminAccount: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["AdminAccount"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description 基本信息 were saved since the version the request was based on (errorCode VERSION_CONFLICT,
         *     showType 2); nothing was changed. `data` is the account as it is now.
         */
        ProfileVersionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    data: components["schemas"]["ProfileVersionConflictData"];
                };
            };
        };
        /**
         * @description The account changed since the version the request was based on (errorCode
         *     VERSION_CONFLICT, showType 2); nothing was changed. `data` is the account as it is now.
         */
        AccountVersionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    data: components["schemas"]["AccountVersionConflictData"];
                };
            };
        };
        /** @description The article as it is now, or a refusal. */
        AdminNewsArticle: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["AdminNewsArticle"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The article changed since the version the request was based on (errorCode
         *     VERSION_CONFLICT, showType 2); nothing was changed. `data` is the article as it is now.
         */
        NewsVersionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    data: components["schemas"]["NewsVersionConflictData"];
                };
            };
        };
        /** @description No such file (errorCode FILE_NOT_FOUND), as an envelope. */
        FileNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A limit on tries was reached (errorCode TOO_MANY_ATTEMPTS); wait the seconds `Retry-After` says. */
        TooManyAttempts: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": {
                 *         "retryAfter": 60
                 *       },
                 *       "errorCode": "TOO_MANY_ATTEMPTS",
                 *       "errorMessage": "登录尝试次数过多，请60秒后再试",
                 *       "showType": 2
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body is larger than the service accepts — 5 MB at the gateway (nginx) and the mock service (errorCode PAYLOAD_TOO_LARGE). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body is larger than the service accepts (PAYLOAD_TOO_LARGE, as PayloadTooLarge), or the picture does not fit in the upload space left (UPLOAD_QUOTA_EXCEEDED, `data` UploadQuotaData). */
        UploadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The service failed (errorCode INTERNAL_ERROR); nothing about the failure is revealed. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The account as it is now, or a refusal (naming the field in `data.field`). */
        CurrentUser: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["CurrentUser"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A verification application as it is now, or a refusal (naming the field in `data.field`). */
        Verification: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["Verification"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A count. */
        Count: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["Count"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The message as it is now, or a refusal. */
        LeaveMessage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["LeaveMessage"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A page of messages. */
        LeaveMessagePage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["LeaveMessagePage"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The item as it is now, with its `status`, or a refusal. */
        IpcTransaction: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["IpcTransaction"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A page of listings or demands. */
        IpcTransactionPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["IpcTransactionPage"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Whether the item is saved now. */
        FavoriteState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["FavoriteState"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The account's search history, or a refusal. */
        SearchHistory: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["SearchHistory"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The saved search with what it finds now, or a refusal. */
        SavedSearch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["SavedSearch"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A page of patents. */
        PatentPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    success: true;
                    data: components["schemas"]["PatentPage"];
                } | components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description 0-based page number.
         * @example 0
         */
        page: number;
        /**
         * @description Items per page.
         * @example 10
         */
        size: number;
        /** @description Words (space-separated) that must all occur, case-insensitive. */
        keyword: string;
        /**
         * @description The patent's id; or give `applicationNumber` or `publicationNumber` instead.
         * @example pat-000030
         */
        patentId: components["schemas"]["Id"];
        /** @description CNIPA application number, with or without `CN`, dots and spaces. */
        applicationNumber: string;
        publicationNumber: string;
        /**
         * @description `price` of a demand is its budget's upper end.
         * @example publishDate desc
         */
        transactionSort: "publishDate desc" | "publishDate asc" | "price asc" | "price desc" | "views desc" | "views asc";
        /** @example createdAt desc */
        messageSort: "createdAt desc" | "createdAt asc";
        /** @example applicationDate desc */
        patentSort: "applicationDate desc" | "applicationDate asc" | "publicationDate desc" | "publicationDate asc" | "citedByCount desc" | "citedByCount asc" | "claimsCount desc" | "claimsCount asc";
    };
    requestBodies: never;
    headers: {
        /** @description A new token for the session (renewed, or after a password change); the portal stores it in place of the one it sent. Any answer to a request with a session may carry it. */
        RenewedToken: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "account",
                 *       "account": "demo",
                 *       "password": "Demo@2026"
                 *     }
                 */
                "application/json": components["schemas"]["LoginParams"];
            };
        };
        responses: {
            /** @description The session's token, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["LoginResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyAttempts"];
            500: components["responses"]["InternalError"];
        };
    };
    getCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CurrentUser"] | null;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Always true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: boolean;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    logoutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Always true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: boolean;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSmsCode: {
        parameters: {
            query: {
                /** @example 13800000001 */
                mobile: components["schemas"]["Mobile"];
                /** @example login */
                scene?: components["schemas"]["SmsScene"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description When the next code may be asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["SmsCodeResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyAttempts"];
            500: components["responses"]["InternalError"];
        };
    };
    registerOrLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13800000001",
                 *       "smsCode": "123456",
                 *       "scene": "login"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterOrLoginParams"];
            };
        };
        responses: {
            /** @description The session's token, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["LoginResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "演示用户",
                 *       "email": "demo@ipr-portal.cn",
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["UpdateProfileParams"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["ProfileVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dataUrl": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="
                 *     }
                 */
                "application/json": components["schemas"]["UploadAvatarParams"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["UploadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    removeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getAvatar: {
        parameters: {
            query: {
                /** @example demo */
                account: string;
                /** @example 1 */
                v: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with `Cache-Control: public, max-age=31536000, immutable`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            404: components["responses"]["FileNotFound"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "Demo@2026",
                 *       "newPassword": "Demo@2026"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordParams"];
            };
        };
        responses: {
            /** @description The account; on a change, every other session has ended and this one goes on with the token in `X-Renewed-Token`. */
            200: {
                headers: {
                    "X-Renewed-Token": components["headers"]["RenewedToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CurrentUser"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    changeMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13900000000",
                 *       "smsCode": "000000"
                 *     }
                 */
                "application/json": components["schemas"]["ChangeMobileParams"];
            };
        };
        responses: {
            200: components["responses"]["CurrentUser"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest application (its status, and the reason of a rejection), or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Verification"] | null;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    submitVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "companyName": "西安瑞源电驱动科技有限公司",
                 *       "creditCode": "91610131671526412G",
                 *       "contactName": "演示用户",
                 *       "contactPhone": "13800000001",
                 *       "licence": "data:image/png;base64,iVBORw0KGgo="
                 *     }
                 */
                "application/json": components["schemas"]["VerificationParams"];
            };
        };
        responses: {
            200: components["responses"]["Verification"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["UploadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getVerificationLicence: {
        parameters: {
            query: {
                /** @example ver-0001 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image as a `data:` URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VerificationLicence"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    findVerifications: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example submittedAt desc */
                sort?: "submittedAt desc" | "submittedAt asc";
                queryData?: components["schemas"]["VerificationFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VerificationPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    approveVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ver-0002"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            200: components["responses"]["Verification"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    rejectVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ver-0002",
                 *       "reason": "营业执照图片不清晰，请重新上传清晰完整的照片"
                 *     }
                 */
                "application/json": components["schemas"]["ReasonParams"];
            };
        };
        responses: {
            200: components["responses"]["Verification"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findAccounts: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example createdAt desc */
                sort?: "createdAt desc" | "createdAt asc" | "account asc" | "account desc";
                queryData?: components["schemas"]["AccountFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAccountPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccountDetail: {
        parameters: {
            query: {
                /** @example firm */
                account: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAccountDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    disableAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "firm",
                 *       "version": 1,
                 *       "reason": "发布虚假交易信息，经核实后停用"
                 *     }
                 */
                "application/json": components["schemas"]["AccountReasonParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminAccount"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["AccountVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    enableAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "firm",
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["AccountParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminAccount"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["AccountVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    grantAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "firm",
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["AccountParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminAccount"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["AccountVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "firm",
                 *       "version": 4
                 *     }
                 */
                "application/json": components["schemas"]["AccountParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminAccount"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["AccountVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findDictItems: {
        parameters: {
            query: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example sortNo desc */
                sort?: "sortNo asc" | "sortNo desc" | "label asc" | "label desc" | "value asc" | "value desc";
                queryData: components["schemas"]["DictFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items, `label` to show and `value` to send. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["DictItemPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findNews: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example publishDate desc */
                sort?: "publishDate desc" | "publishDate asc" | "views desc" | "views asc";
                queryData?: components["schemas"]["NewsFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles (no `content`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["NewsSummaryPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getNews: {
        parameters: {
            query: {
                /** @example news-0147 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["NewsDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getNewsImage: {
        parameters: {
            query: {
                /** @example nimg-0000000000000000 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with `Cache-Control: public, max-age=31536000, immutable`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            404: components["responses"]["FileNotFound"];
        };
    };
    findAdminNews: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example updatedAt desc */
                sort?: "updatedAt desc" | "updatedAt asc" | "publishDate desc" | "publishDate asc";
                queryData?: components["schemas"]["AdminNewsFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles (no `content`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminNewsSummaryPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminNews: {
        parameters: {
            query: {
                /** @example news-0147 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminNewsArticle"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "关于开展2027年度知识产权质押融资贴息申报工作的通知",
                 *       "category": "通知公告",
                 *       "summary": "示范区知识产权服务中心即日起受理2027年度知识产权质押融资贴息申报。",
                 *       "source": "示范区知识产权服务中心",
                 *       "content": "<h2>申报条件</h2><p>在示范区注册的科技型中小企业。</p><ul><li>材料一</li><li>材料二</li></ul>"
                 *     }
                 */
                "application/json": components["schemas"]["NewsFieldsParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminNewsArticle"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "news-0147",
                 *       "version": 1,
                 *       "title": "示范区知识产权服务中心开展“知识产权进园区”系列活动（更新）",
                 *       "category": "园区动态",
                 *       "summary": "",
                 *       "source": "示范区知识产权服务中心",
                 *       "content": "<p>活动走访企业30家，收集需求52条。</p>"
                 *     }
                 */
                "application/json": components["schemas"]["NewsUpdateParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminNewsArticle"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["NewsVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    publishNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "news-0147",
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["NewsVersionParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminNewsArticle"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["NewsVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    offlineNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "news-0147",
                 *       "version": 1,
                 *       "reason": "活动信息已过期"
                 *     }
                 */
                "application/json": components["schemas"]["NewsOfflineParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminNewsArticle"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["NewsVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    pinNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "news-0147",
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["NewsVersionParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminNewsArticle"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["NewsVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    unpinNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "news-0147",
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["NewsVersionParams"];
            };
        };
        responses: {
            200: components["responses"]["AdminNewsArticle"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["NewsVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadNewsImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dataUrl": "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
                 *     }
                 */
                "application/json": components["schemas"]["NewsImageParams"];
            };
        };
        responses: {
            /** @description The stored picture, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["NewsImageUpload"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["UploadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findInstitutionProducts: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example publishDate desc */
                sort?: "publishDate desc" | "publishDate asc" | "applyCount desc" | "applyCount asc" | "pledgeCount desc" | "pledgeCount asc" | "rateMin asc" | "rateMin desc" | "amountMax desc" | "amountMax asc";
                queryData?: components["schemas"]["ProductFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["FinancialProductPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getFinancialProduct: {
        parameters: {
            query: {
                /** @example prod-0083 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["FinancialProductDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findInstitutions: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example totalFinancing desc */
                sort?: "totalFinancing desc" | "totalFinancing asc" | "productCount desc" | "productCount asc";
                queryData?: components["schemas"]["InstitutionFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of institutions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["FinancialInstitutionPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getFinancialInstitution: {
        parameters: {
            query: {
                /** @example inst-0022 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The institution, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["FinancialInstitution"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findPledgeFinancing: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example registrationDate desc */
                sort?: "registrationDate desc" | "registrationDate asc" | "amount desc" | "amount asc";
                queryData?: components["schemas"]["PledgeFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PledgeFinancingPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPledgeStatistics: {
        parameters: {
            query?: {
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                queryData?: components["schemas"]["PledgeFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PledgeStatistics"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findDeals: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                queryData?: {
                    kind?: components["schemas"]["TransactionKind"];
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IpcTransactionPage"];
            500: components["responses"]["InternalError"];
        };
    };
    findIpcTransactions: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /**
                 * @description `price` of a demand is its budget's upper end.
                 * @example publishDate desc
                 */
                sort?: components["parameters"]["transactionSort"];
                queryData?: components["schemas"]["TransactionFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["IpcTransactionPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getIpcTransaction: {
        parameters: {
            query: {
                /** @example txn-0042 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["IpcTransactionDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getDemandMatches: {
        parameters: {
            query: {
                /** @example txn-0492 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, or NOT_FOUND (unknown id, not a demand, or in review). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["DemandMatches"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getListingMatches: {
        parameters: {
            query: {
                /** @example txn-0042 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, or NOT_FOUND (unknown id, not a listing, or in review). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ListingMatches"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getTradeStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["TradeStatistics"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    saveIpcTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "buy",
                 *       "title": "求购新能源汽车电池热管理相关发明专利",
                 *       "field": "XNYQC",
                 *       "transactionType": "transfer",
                 *       "keywords": [
                 *         "电池热管理",
                 *         "液冷"
                 *       ],
                 *       "budgetMin": 20,
                 *       "budgetMax": 80,
                 *       "deadline": "2030-06-30",
                 *       "description": "我司为新能源汽车零部件企业，现求购电池热管理方向的发明专利，要求有效状态，可转让。",
                 *       "contactName": "张经理",
                 *       "contactPhone": "13800000001"
                 *     }
                 */
                "application/json": components["schemas"]["IpcTransactionSave"];
            };
        };
        responses: {
            /** @description The item as stored (status pending), or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["IpcTransaction"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    leaveMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "演示用户",
                 *       "mobile": "13800000001",
                 *       "content": "请问该专利是否支持分期付款，转让后是否提供技术支持？",
                 *       "purpose": "consult",
                 *       "targetType": "listing",
                 *       "targetId": "txn-0005"
                 *     }
                 */
                "application/json": components["schemas"]["LeaveMessageParams"];
            };
        };
        responses: {
            /** @description The message as stored (status pending), or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["LeaveMessage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyAttempts"];
            500: components["responses"]["InternalError"];
        };
    };
    findMyMessages: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example createdAt desc */
                sort?: components["parameters"]["messageSort"];
                queryData?: components["schemas"]["MessageFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LeaveMessagePage"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getUnreadReplies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread posts, by side. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["MessageUnread"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    readMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg-0001"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            200: components["responses"]["LeaveMessage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findReceivedMessages: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example createdAt desc */
                sort?: components["parameters"]["messageSort"];
                queryData?: components["schemas"]["MessageFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LeaveMessagePage"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    postMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg-0001",
                 *       "content": "请问首付比例还能再商量吗？"
                 *     }
                 */
                "application/json": components["schemas"]["MessagePostParams"];
            };
        };
        responses: {
            200: components["responses"]["LeaveMessage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyAttempts"];
            500: components["responses"]["InternalError"];
        };
    };
    closeOwnMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg-0001"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            200: components["responses"]["LeaveMessage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findAllMessages: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example createdAt desc */
                sort?: components["parameters"]["messageSort"];
                queryData?: components["schemas"]["MessageFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LeaveMessagePage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    replyMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg-0002",
                 *       "reply": "您好，您的留言已收到，工作人员将在一个工作日内与您联系。"
                 *     }
                 */
                "application/json": components["schemas"]["ReplyParams"];
            };
        };
        responses: {
            200: components["responses"]["LeaveMessage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    closeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg-0002"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            200: components["responses"]["LeaveMessage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    forwardMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg-0005",
                 *       "to": "ip61001@163.com",
                 *       "note": "已电话告知对方，请其两个工作日内联系。"
                 *     }
                 */
                "application/json": components["schemas"]["ForwardParams"];
            };
        };
        responses: {
            200: components["responses"]["LeaveMessage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findMyTransactions: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /**
                 * @description `price` of a demand is its budget's upper end.
                 * @example publishDate desc
                 */
                sort?: components["parameters"]["transactionSort"];
                queryData?: components["schemas"]["MyTransactionFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IpcTransactionPage"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getMyTransaction: {
        parameters: {
            query: {
                /** @example txn-0601 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getTransactionProof: {
        parameters: {
            query: {
                /** @example txn-0603 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image as a `data:` URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VerificationLicence"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    withdrawTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0077",
                 *       "reason": "已通过其他渠道成交"
                 *     }
                 */
                "application/json": components["schemas"]["TakeOffParams"];
            };
        };
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    recordDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0004",
                 *       "version": 1,
                 *       "date": "2026-11-20",
                 *       "price": 120,
                 *       "counterpart": "西安示范智能装备有限公司"
                 *     }
                 */
                "application/json": components["schemas"]["DealParams"];
            };
        };
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0602"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            /** @description The id deleted, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["IdParams"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    relistTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0077"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findAllTransactions: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /**
                 * @description `price` of a demand is its budget's upper end.
                 * @example publishDate desc
                 */
                sort?: components["parameters"]["transactionSort"];
                queryData?: components["schemas"]["AdminTransactionFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IpcTransactionPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    countPendingTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Count"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminDashboard: {
        parameters: {
            query: {
                /**
                 * @description The first day, YYYY-MM-DD (China time).
                 * @example 2026-10-28
                 */
                from: string;
                /**
                 * @description The last day, YYYY-MM-DD (China time); not before `from`, at most 366 days after it counting both.
                 * @example 2026-11-26
                 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures, or a refusal of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminDashboard"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    approveTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0601",
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["DecisionParams"];
            };
        };
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    rejectTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0601",
                 *       "version": 1,
                 *       "reason": "专利信息与说明不符，请补充权属证明后重新提交"
                 *     }
                 */
                "application/json": components["schemas"]["RejectDecisionParams"];
            };
        };
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    takeDownTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0004",
                 *       "version": 1,
                 *       "reason": "联系方式无法接通"
                 *     }
                 */
                "application/json": components["schemas"]["TakeDownDecisionParams"];
            };
        };
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    restoreTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "txn-0004",
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["DecisionParams"];
            };
        };
        responses: {
            200: components["responses"]["IpcTransaction"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findAuditEntries: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example at desc */
                sort?: "at desc" | "at asc";
                queryData?: components["schemas"]["AuditFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AuditEntryPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    findAuditActors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each account once, by account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AuditActor"][];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    findAdminAgencies: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example updatedAt desc */
                sort?: "updatedAt desc" | "updatedAt asc" | "createdAt desc" | "createdAt asc" | "patentTotal desc" | "patentTotal asc" | "agentCount desc" | "agentCount asc" | "foundingDate desc" | "foundingDate asc";
                queryData?: components["schemas"]["AdminAgencyFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of agency records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAgencyPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminAgency: {
        parameters: {
            query: {
                /** @example agency-0001 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agency, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAgency"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enterpriseName": "西安知衡知识产权代理有限公司",
                 *       "creditCode": "91610131MA6TXD2K1X",
                 *       "agencyCode": "61901",
                 *       "foundingDate": "2019-05-20",
                 *       "legalForm": "有限责任公司",
                 *       "legalRepresentative": "王知衡",
                 *       "agentCount": 12,
                 *       "technicalFields": [
                 *         "XXJS",
                 *         "JCDL"
                 *       ],
                 *       "mainServices": [
                 *         "ZLDL",
                 *         "ZLJS"
                 *       ],
                 *       "region": "陕西省",
                 *       "city": "西安市",
                 *       "address": "西安市高新区锦业路69号创业研发园A座12层",
                 *       "contactPhone": "029-88886666",
                 *       "email": "service@zhiheng-ip.cn",
                 *       "website": "https://www.zhiheng-ip.cn",
                 *       "inventionCount": 820,
                 *       "utilityCount": 510,
                 *       "designCount": 90,
                 *       "creditGrade": "A",
                 *       "intro": "专注集成电路与新一代信息技术领域的专利代理、检索分析与布局服务。"
                 *     }
                 */
                "application/json": components["schemas"]["AgencyInput"];
            };
        };
        responses: {
            /** @description The created agency, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAgency"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "agency-0301",
                 *       "version": 1,
                 *       "enterpriseName": "西安知衡知识产权代理有限公司",
                 *       "creditCode": "91610131MA6TXD2K1X",
                 *       "agencyCode": "61901",
                 *       "foundingDate": "2019-05-20",
                 *       "legalForm": "有限责任公司",
                 *       "legalRepresentative": "王知衡",
                 *       "agentCount": 12,
                 *       "technicalFields": [
                 *         "XXJS",
                 *         "JCDL"
                 *       ],
                 *       "mainServices": [
                 *         "ZLDL",
                 *         "ZLJS"
                 *       ],
                 *       "region": "陕西省",
                 *       "city": "西安市",
                 *       "address": "西安市高新区锦业路69号创业研发园A座12层",
                 *       "contactPhone": "029-88887777",
                 *       "email": "service@zhiheng-ip.cn",
                 *       "website": "https://www.zhiheng-ip.cn",
                 *       "inventionCount": 820,
                 *       "utilityCount": 510,
                 *       "designCount": 90,
                 *       "creditGrade": "A",
                 *       "intro": "专注集成电路与新一代信息技术领域的专利代理、检索分析与布局服务。"
                 *     }
                 */
                "application/json": components["schemas"]["AgencyUpdate"];
            };
        };
        responses: {
            /** @description The agency as saved, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAgency"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    disableAdminAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "agency-0301",
                 *       "version": 2,
                 *       "reason": "经核实信息有误，暂停展示"
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryReasonParams"];
            };
        };
        responses: {
            /** @description The agency now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAgency"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    enableAdminAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "agency-0301",
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryParams"];
            };
        };
        responses: {
            /** @description The agency now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminAgency"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findAdminInstitutions: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example updatedAt desc */
                sort?: "updatedAt desc" | "updatedAt asc" | "createdAt desc" | "createdAt asc" | "productCount desc" | "productCount asc" | "totalFinancing desc" | "totalFinancing asc";
                queryData?: components["schemas"]["AdminInstitutionFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of institution records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminInstitutionPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminInstitution: {
        parameters: {
            query: {
                /** @example inst-0001 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The institution, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminInstitution"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminInstitution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "秦川银行西安知识产权金融服务中心",
                 *       "type": "银行",
                 *       "creditCode": "91610131MA6W8Q3P2W",
                 *       "region": "陕西省",
                 *       "address": "西安市高新区科技路48号创业广场B座1层",
                 *       "phone": "029-86661234",
                 *       "intro": "面向示范区科技型中小企业提供知识产权质押融资、科技信用贷等金融服务。"
                 *     }
                 */
                "application/json": components["schemas"]["InstitutionInput"];
            };
        };
        responses: {
            /** @description The created institution, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminInstitution"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminInstitution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "inst-0061",
                 *       "version": 1,
                 *       "name": "秦川银行西安知识产权金融服务中心",
                 *       "type": "银行",
                 *       "creditCode": "91610131MA6W8Q3P2W",
                 *       "region": "陕西省",
                 *       "address": "西安市高新区科技路48号创业广场B座1层",
                 *       "phone": "029-86665678",
                 *       "intro": "面向示范区科技型中小企业提供知识产权质押融资、科技信用贷等金融服务。"
                 *     }
                 */
                "application/json": components["schemas"]["InstitutionUpdate"];
            };
        };
        responses: {
            /** @description The institution as saved, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminInstitution"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    disableAdminInstitution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "inst-0061",
                 *       "version": 2,
                 *       "reason": "经核实信息有误，暂停展示"
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryReasonParams"];
            };
        };
        responses: {
            /** @description The institution now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminInstitution"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    enableAdminInstitution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "inst-0061",
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryParams"];
            };
        };
        responses: {
            /** @description The institution now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminInstitution"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findAdminProducts: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example updatedAt desc */
                sort?: "updatedAt desc" | "updatedAt asc" | "createdAt desc" | "createdAt asc" | "publishDate desc" | "publishDate asc" | "applyCount desc" | "applyCount asc" | "pledgeCount desc" | "pledgeCount asc" | "rateMin desc" | "rateMin asc" | "amountMax desc" | "amountMax asc";
                queryData?: components["schemas"]["AdminProductFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of product records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminProductPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminProduct: {
        parameters: {
            query: {
                /** @example prod-0001 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminProduct"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "秦川·科创知识产权快贷",
                 *       "institutionId": "inst-0001",
                 *       "category": "ZLZYDK",
                 *       "amountMin": 100,
                 *       "amountMax": 1000,
                 *       "termMonthsMin": 12,
                 *       "termMonthsMax": 36,
                 *       "rateMin": 3.2,
                 *       "rateMax": 4.5,
                 *       "repayment": "按月付息，到期还本",
                 *       "guarantee": "专利权质押",
                 *       "borrowers": [
                 *         "高新技术企业",
                 *         "科技型中小企业"
                 *       ],
                 *       "materials": [
                 *         "营业执照",
                 *         "专利证书及年费缴纳凭证"
                 *       ],
                 *       "steps": [
                 *         "线上提交申请",
                 *         "知识产权价值评估",
                 *         "办理知识产权质押登记",
                 *         "放款"
                 *       ],
                 *       "features": [
                 *         "纯知识产权质押，无需房产抵押"
                 *       ],
                 *       "governmentSubsidy": true,
                 *       "onlinePledge": true,
                 *       "featured": false
                 *     }
                 */
                "application/json": components["schemas"]["ProductInput"];
            };
        };
        responses: {
            /** @description The created product, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminProduct"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "prod-0201",
                 *       "version": 1,
                 *       "name": "秦川·科创知识产权快贷",
                 *       "institutionId": "inst-0001",
                 *       "category": "ZLZYDK",
                 *       "amountMin": 100,
                 *       "amountMax": 1000,
                 *       "termMonthsMin": 12,
                 *       "termMonthsMax": 36,
                 *       "rateMin": 3.1,
                 *       "rateMax": 4.5,
                 *       "repayment": "按月付息，到期还本",
                 *       "guarantee": "专利权质押",
                 *       "borrowers": [
                 *         "高新技术企业",
                 *         "科技型中小企业"
                 *       ],
                 *       "materials": [
                 *         "营业执照",
                 *         "专利证书及年费缴纳凭证"
                 *       ],
                 *       "steps": [
                 *         "线上提交申请",
                 *         "知识产权价值评估",
                 *         "办理知识产权质押登记",
                 *         "放款"
                 *       ],
                 *       "features": [
                 *         "纯知识产权质押，无需房产抵押"
                 *       ],
                 *       "governmentSubsidy": true,
                 *       "onlinePledge": true,
                 *       "featured": false
                 *     }
                 */
                "application/json": components["schemas"]["ProductUpdate"];
            };
        };
        responses: {
            /** @description The product as saved, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminProduct"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    disableAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "prod-0201",
                 *       "version": 2,
                 *       "reason": "经核实信息有误，暂停展示"
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryReasonParams"];
            };
        };
        responses: {
            /** @description The product now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminProduct"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    enableAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "prod-0201",
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryParams"];
            };
        };
        responses: {
            /** @description The product now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminProduct"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findAdminExperts: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example updatedAt desc */
                sort?: "updatedAt desc" | "updatedAt asc" | "createdAt desc" | "createdAt asc" | "serviceCount desc" | "serviceCount asc" | "yearsOfExperience desc" | "yearsOfExperience asc";
                queryData?: components["schemas"]["AdminExpertFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of expert records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminExpertPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminExpert: {
        parameters: {
            query: {
                /** @example expert-0001 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The expert, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminExpert"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminExpert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "李知远",
                 *       "title": "专利代理师",
                 *       "organization": "西安知衡知识产权代理有限公司",
                 *       "fields": [
                 *         "XXJS",
                 *         "JCDL"
                 *       ],
                 *       "specialties": [
                 *         "专利挖掘与布局",
                 *         "专利无效与诉讼"
                 *       ],
                 *       "yearsOfExperience": 12,
                 *       "serviceCount": 260,
                 *       "intro": "长期从事集成电路领域专利代理与无效诉讼，服务过百余家科技企业。"
                 *     }
                 */
                "application/json": components["schemas"]["ExpertInput"];
            };
        };
        responses: {
            /** @description The created expert, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminExpert"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminExpert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "expert-0121",
                 *       "version": 1,
                 *       "name": "李知远",
                 *       "title": "专利代理师",
                 *       "organization": "西安知衡知识产权代理有限公司",
                 *       "fields": [
                 *         "XXJS",
                 *         "JCDL"
                 *       ],
                 *       "specialties": [
                 *         "专利挖掘与布局",
                 *         "专利无效与诉讼"
                 *       ],
                 *       "yearsOfExperience": 12,
                 *       "serviceCount": 270,
                 *       "intro": "长期从事集成电路领域专利代理与无效诉讼，服务过百余家科技企业。"
                 *     }
                 */
                "application/json": components["schemas"]["ExpertUpdate"];
            };
        };
        responses: {
            /** @description The expert as saved, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminExpert"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    disableAdminExpert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "expert-0121",
                 *       "version": 2,
                 *       "reason": "经核实信息有误，暂停展示"
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryReasonParams"];
            };
        };
        responses: {
            /** @description The expert now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminExpert"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    enableAdminExpert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "expert-0121",
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["DirectoryParams"];
            };
        };
        responses: {
            /** @description The expert now, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminExpert"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The record changed since the version the request was based on (VERSION_CONFLICT, showType 2); nothing was saved. `data` is the record now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["DirectoryVersionConflictData"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getMyActivity: {
        parameters: {
            query?: {
                /**
                 * @description How many of the latest events (default 10).
                 * @example 10
                 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest events, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "hasMore": true,
                     *         "content": [
                     *           {
                     *             "key": "txn-0601-2",
                     *             "at": "2026-11-26T06:12:00.000Z",
                     *             "type": "approved",
                     *             "by": "admin",
                     *             "title": "一种永磁同步电机的控制方法",
                     *             "target": {
                     *               "type": "transaction",
                     *               "id": "txn-0601",
                     *               "kind": "sell"
                     *             }
                     *           },
                     *           {
                     *             "key": "txn-0601-1",
                     *             "at": "2026-11-26T02:05:00.000Z",
                     *             "type": "submitted",
                     *             "by": "owner",
                     *             "title": "一种永磁同步电机的控制方法",
                     *             "target": {
                     *               "type": "transaction",
                     *               "id": "txn-0601",
                     *               "kind": "sell"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ActivityFeed"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    findFavorites: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example createdAt desc */
                sort?: "createdAt desc" | "createdAt asc";
                queryData?: components["schemas"]["FavoriteFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of favourites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["FavoritePage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    checkFavorite: {
        parameters: {
            query: {
                /** @example patent */
                targetType: components["schemas"]["FavoriteType"];
                /** @example pat-000030 */
                targetId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FavoriteState"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    findFavoriteIds: {
        parameters: {
            query: {
                /** @example expert */
                targetType: components["schemas"]["FavoriteType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ids (an agency's is its credit code). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: string[];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetType": "patent",
                 *       "targetId": "pat-000030"
                 *     }
                 */
                "application/json": components["schemas"]["FavoriteTarget"];
            };
        };
        responses: {
            /** @description The favourite, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Favorite"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    removeFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetType": "patent",
                 *       "targetId": "pat-000030"
                 *     }
                 */
                "application/json": components["schemas"]["FavoriteTarget"];
            };
        };
        responses: {
            200: components["responses"]["FavoriteState"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findSavedSearches: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example createdAt desc */
                sort?: "createdAt desc" | "createdAt asc";
                queryData?: components["schemas"]["SavedSearchFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of saved searches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["SavedSearchPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    saveSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "patent",
                 *       "params": {
                 *         "q": "锂离子电池",
                 *         "sort": "applicationDate desc",
                 *         "filters": {
                 *           "type": [
                 *             "invention"
                 *           ],
                 *           "legalStatus": [
                 *             "valid"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SavedSearchSave"];
            };
        };
        responses: {
            200: components["responses"]["SavedSearch"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    openSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ss-0002"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            200: components["responses"]["SavedSearch"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    renameSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ss-0001",
                 *       "name": "锂电池发明专利"
                 *     }
                 */
                "application/json": components["schemas"]["RenameParams"];
            };
        };
        responses: {
            200: components["responses"]["SavedSearch"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    removeSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ss-0001"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            /** @description The id removed, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["IdParams"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    findSearchHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SearchHistory"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    addSearchHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "TI=(储能) AND AD>=2020-01-01"
                 *     }
                 */
                "application/json": components["schemas"]["SearchHistoryAdd"];
            };
        };
        responses: {
            /** @description The entry as kept, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["SearchHistoryEntry"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    mergeSearchHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queries": [
                 *         "石墨烯",
                 *         "锂离子电池"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SearchHistoryMerge"];
            };
        };
        responses: {
            200: components["responses"]["SearchHistory"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    removeSearchHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "sh-0001"
                 *     }
                 */
                "application/json": components["schemas"]["IdParams"];
            };
        };
        responses: {
            /** @description The id removed, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["IdParams"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    clearSearchHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description How many entries went. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["SearchHistoryCleared"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    searchPatents: {
        parameters: {
            query: {
                /** @example 锂离子电池 */
                q: string;
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /** @example 10 */
                size?: number;
                /** @example relevance */
                sort?: components["schemas"]["PatentSort"];
                queryData?: components["schemas"]["PatentFacetFilters"];
                /**
                 * @description 扩展检索 — also search each word's equivalents. On unless `false`.
                 * @example true
                 */
                expand?: boolean;
                /**
                 * @description Equivalents not to search, comma-separated (at most 50, each at most 50 characters).
                 * @example lithium battery,li-ion battery
                 */
                without?: string;
                /**
                 * @description 合并同族 — one hit per simple family. On unless `false`.
                 * @example true
                 */
                groupFamilies?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of hits with facets, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PatentSearchResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    analysePatents: {
        parameters: {
            query: {
                /** @example 电池 */
                q: string;
                queryData?: components["schemas"]["PatentFacetFilters"];
                /**
                 * @description 扩展检索, as in `patent/search`. On unless `false`.
                 * @example true
                 */
                expand?: boolean;
                /**
                 * @description Equivalents not to search, comma-separated, as in `patent/search`.
                 * @example lithium battery
                 */
                without?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts of the selection, or a refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PatentAnalysis"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findPatents: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example applicationDate desc */
                sort?: components["parameters"]["patentSort"];
                queryData?: components["schemas"]["PatentFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PatentPage"];
            500: components["responses"]["InternalError"];
        };
    };
    findEnterprisePatents: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example applicationDate desc */
                sort?: components["parameters"]["patentSort"];
                queryData?: components["schemas"]["EnterprisePatentFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PatentPage"];
            500: components["responses"]["InternalError"];
        };
    };
    getPatentDetail: {
        parameters: {
            query?: {
                /**
                 * @description The patent's id; or give `applicationNumber` or `publicationNumber` instead.
                 * @example pat-000030
                 */
                id?: components["parameters"]["patentId"];
                /** @description CNIPA application number, with or without `CN`, dots and spaces. */
                applicationNumber?: components["parameters"]["applicationNumber"];
                publicationNumber?: components["parameters"]["publicationNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The patent, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PatentDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPatentDrawings: {
        parameters: {
            query: {
                /**
                 * @description The patent's id.
                 * @example pat-000001
                 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drawings, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PatentDrawings"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPatentDrawing: {
        parameters: {
            query: {
                /** @example pat-000001 */
                id: components["schemas"]["Id"];
                /**
                 * @description The drawing's `number` (1-based).
                 * @example 1
                 */
                figure: number;
                /** @description The version its `url` names. */
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drawing as SVG. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            404: components["responses"]["FileNotFound"];
        };
    };
    getPatentDocument: {
        parameters: {
            query: {
                /** @example pat-000001 */
                id: components["schemas"]["Id"];
                /** @description The version its URL names. */
                v?: string;
                /** @description `1`: `Content-Disposition: attachment` (a download) instead of inline. */
                download?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, named by its publication number (`CN112345678A.pdf`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            404: components["responses"]["FileNotFound"];
        };
    };
    findPatentValues: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example score desc */
                sort?: "score desc" | "score asc" | "applicationDate desc" | "applicationDate asc";
                queryData?: components["schemas"]["PatentValueFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of value rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PatentValueRowPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPatentValue: {
        parameters: {
            query?: {
                /**
                 * @description The patent's id; or give `applicationNumber` or `publicationNumber` instead.
                 * @example pat-000030
                 */
                id?: components["parameters"]["patentId"];
                /** @description CNIPA application number, with or without `CN`, dots and spaces. */
                applicationNumber?: components["parameters"]["applicationNumber"];
                publicationNumber?: components["parameters"]["publicationNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assessment, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PatentValueDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findExperts: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example serviceCount desc */
                sort?: "serviceCount desc" | "serviceCount asc" | "yearsOfExperience desc" | "yearsOfExperience asc";
                queryData?: components["schemas"]["ExpertFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of experts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ExpertPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findAgencyStatisticData: {
        parameters: {
            query: {
                /** @example 916101161362559697 */
                creditCode: components["schemas"]["CreditCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AgencyStatistic"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    findNavReports: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example publishDate desc */
                sort?: "publishDate desc" | "publishDate asc" | "pages desc" | "pages asc";
                queryData?: components["schemas"]["NavReportFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["NavReportPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getNavReport: {
        parameters: {
            query: {
                /** @example nav-024 */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report and figures, or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["NavReportDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getNavReportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The report's id, optionally with `.pdf`.
                 * @example nav-024.pdf
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, `Content-Disposition: inline` with the report's title as file name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            404: components["responses"]["FileNotFound"];
        };
    };
    findAgencies: {
        parameters: {
            query?: {
                /**
                 * @description 0-based page number.
                 * @example 0
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Items per page.
                 * @example 10
                 */
                size?: components["parameters"]["size"];
                /** @description Words (space-separated) that must all occur, case-insensitive. */
                keyword?: components["parameters"]["keyword"];
                /** @example patentTotal desc */
                sort?: "patentTotal desc" | "patentTotal asc" | "agentCount desc" | "agentCount asc" | "foundingDate desc" | "foundingDate asc";
                queryData?: components["schemas"]["AgencyFilters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of agencies (the portal receives `data`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ServiceAgencyPage"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getAgency: {
        parameters: {
            query: {
                /** @example 916101161362559697 */
                creditCode: components["schemas"]["CreditCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agency (the portal receives `data`), or NOT_FOUND. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ServiceAgency"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getAgencyOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures (the portal receives `data`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AgencyOverview"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
}
