/**
 * Marketing content: the terms of service (/legal) and the privacy policy (/privacy). Written
 * for how this product works (credits, plans, the done-for-you service, AI vendors, YouTube
 * posting). `{product}` is replaced with the configured product name. The operator should have
 * both reviewed by counsel and adjust them to their business before relying on them.
 */

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** The section's anchor (#id) in the table of contents. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** The other document, linked at the end. */
  related: { label: string; href: string };
}

export const LEGAL_EFFECTIVE_DATE = { iso: '2026-11-23', label: 'November 23, 2026' } as const;

export const LEGAL_COPY = {
  effective: 'Effective',
  contents: 'Contents',
  reviewNote:
    'Note for the operator of {product}: this document describes how the product works. Have it reviewed by counsel and add your business details before relying on it.',
  contactHeading: 'Contact',
  contactBody:
    '{product} is run by its operator, the business named on your receipts and in the emails we send. To reach the operator about these documents, your account or your data, reply to any email from us.',
  contactEmail: 'Or write to',
} as const;

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of service',
  intro:
    'These terms are the agreement between you and the operator of {product} ("we", "us") for using the website, the studio and the done-for-you video service. By creating an account, buying credits or a plan, or sending us content, you agree to them. Please read them; they are written to be read.',
  related: { label: 'Read the privacy policy', href: '/privacy' },
  sections: [
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        'You need an account to use the studio. You must be at least 18 years old and able to enter a contract. Give a real email address and keep your password to yourself: you are responsible for what happens under your account.',
        'Tell us straight away if you think someone else has used your account. One account is for one person or one business; do not share or resell access.',
      ],
    },
    {
      id: 'credits',
      heading: 'Credits and your balance',
      blocks: [
        'Generating scripts, voices, images and videos in the studio costs credits. Each action shows its price in credits before you start it, and the credits are taken from your balance when the job starts.',
        {
          list: [
            'Credits are prepaid. You buy them at $0.10 per credit, at the package prices shown when you buy.',
            'Credits have no cash value. They cannot be exchanged for money, transferred to another account or sold.',
            'When a job fails on our side, the credits it used are returned to your balance as credits, automatically. We do not refund failed jobs in money.',
            'Free credits (for example on sign-up) and any daily free allowance are a courtesy. Their amount can change, and they cannot be bought back or paid out.',
            'Purchased credits are not refundable, except when we charged you in error or the law gives you a right to a refund.',
            'Your balance stays on your account while it is open and ends when the account is closed.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions',
      blocks: [
        'Plans (for example the clips-only and all-inclusive video packages) are billed month to month, in advance, through our payment processor. Where we offer to split a price into two payments, both payments are due as shown at checkout.',
        'You can cancel at any time. Cancelling stops the next renewal; the current month runs to its end and is not refunded in part. If we change a plan’s price, we tell you by email at least 30 days before the new price applies, and you can cancel before then.',
      ],
    },
    {
      id: 'service',
      heading: 'The done-for-you video service',
      blocks: [
        'You can send us design photos or a link to a shared folder through the upload page. We review each submission, usually within 24-48 hours, and may decline content we cannot use or that breaks these terms.',
        'We turn accepted photos into short vertical videos with AI and editing. Delivery times (typically 48 to 72 hours) are estimates, not guarantees. In the all-inclusive plans we also write titles and descriptions, make thumbnails and upload or schedule the videos to the channels you connected.',
        'Posting is live for YouTube; other platforms are marked as coming soon until they are available. You can disconnect a channel at any time, and we stop posting to it.',
        'Offers and guarantees shown on our offer pages (for example a refund guarantee on a first batch) apply as they are described there, to the purchase they were shown with.',
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content and the rights you give us',
      blocks: [
        'You keep ownership of the photos, audio, scripts and other material you upload. You confirm that you have the right to use it: you made it, or the photographer, client, homeowner and any people shown have allowed you to use it this way.',
        'You give us a limited licence to store, copy, edit and process your material, to create videos and other output from it, and to post that output to the channels you connected, only to provide the service to you. The licence ends when you delete the material or close your account, except for copies already posted at your request.',
        'We show your material or videos made from it in our own marketing only with your written permission.',
      ],
    },
    {
      id: 'ai-output',
      heading: 'AI-generated output',
      blocks: [
        'Scripts, voices, images and videos are made with AI models, some run by third-party vendors. AI output can be inaccurate, odd or similar to output made for others. Review it before you publish it.',
        'As between you and us, you may use the output you generate for any lawful purpose, including commercially, and we claim no ownership of it. We cannot promise that output is unique or that it can be protected by copyright where you live.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'Do not use {product} to:',
        {
          list: [
            'upload or generate content you do not have the rights to, including other people’s photos, music or likeness without permission;',
            'clone or imitate a voice without the clear consent of the person it belongs to (you may clone your own voice);',
            'impersonate a real person or make deceptive content that presents something fake as real;',
            'make illegal, hateful, harassing or sexual content, or any content that sexualises minors;',
            'send spam, make misleading claims in posts, or break the rules of the platforms we post to;',
            'probe, overload or get around the limits and security of the service, or resell access to it.',
          ],
        },
        'We may remove content, stop a job or suspend an account that breaks these rules, and we report illegal content where the law requires it.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party services',
      blocks: [
        'Parts of the service are provided by other companies, whose own terms also apply to their part: our payment processor (card payments and invoices), AI vendors (video, image, voice and text generation), YouTube and Google (posting to channels you connect; the YouTube Terms of Service and the Google Privacy Policy apply) and our email provider. The privacy policy lists what each of them receives.',
      ],
    },
    {
      id: 'changes-and-availability',
      heading: 'Availability and changes to the service',
      blocks: [
        'We work to keep {product} available, but it may be interrupted for maintenance or by problems at our vendors. Features can change; features marked as coming soon are not yet part of what you buy.',
      ],
    },
    {
      id: 'ending',
      heading: 'Suspension and closing your account',
      blocks: [
        'You can close your account at any time by contacting the operator. We may suspend or close an account that breaks these terms or does not pay, and we tell you why unless the law or an investigation prevents it. Unused credits end with the account, except where we close it without cause, in which case we refund purchased credits you have not used.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and liability',
      blocks: [
        'The service is provided as it is. Results shown on our marketing pages, such as figures and testimonials, are samples and illustrations, not promises of what you will earn or save.',
        'As far as the law allows, we are not liable for indirect or consequential losses, such as lost profits or lost clients, and our total liability for any claim is limited to what you paid us in the three months before it arose. Nothing in these terms limits liability that the law does not allow to be limited, or your rights as a consumer.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. The effective date at the top changes each time, and for important changes we tell you by email before they apply. If you keep using {product} after that, the new terms apply; if you do not agree, you can close your account.',
      ],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy policy',
  intro:
    'This policy explains what the operator of {product} ("we", "us") collects when you use the website, the studio and the done-for-you video service, why, who else receives it, how long we keep it and how you can have it deleted. We do not sell your data and we do not show ads.',
  related: { label: 'Read the terms of service', href: '/legal' },
  sections: [
    {
      id: 'data-we-keep',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account: your name, email address and a hashed form of your password (never the password itself).',
            'Billing: what you bought, your plan, your credit balance and its history. Card details go straight to our payment processor; we never see or store card numbers.',
            'Uploads: photos, audio, voice samples, scripts, prompts and shared-folder links you send us, with the notes on your submissions.',
            'Generated media: the scripts, voices, images and videos made for you, and the details of each job.',
            'Connected channels: when you connect YouTube, the access tokens needed to post for you, your channel name and the history of posts we made.',
            'Waitlist and leads: the name and email address you give on the masterclass, webinar or ebook sign-up forms or in an offer pop-up, and the notes the operator keeps about sales conversations.',
            'Technical: your IP address and basic request logs, used to keep the service secure and to limit abuse.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        'We use your data to run your account, take payments, make and deliver your videos, post to the channels you connect, send you the emails the service needs (sign-in, receipts, job updates, the material you signed up for) and keep the service secure. We rely on our contract with you, on your consent (for example for voice cloning and marketing emails, which you can withdraw at any time) and on our legitimate interest in preventing fraud and abuse.',
        'We do not use your uploads or generated media to advertise, and we do not sell or rent personal data to anyone.',
      ],
    },
    {
      id: 'processors',
      heading: 'Who else receives it',
      blocks: [
        'We share data only with the companies that help us run the service, and only what each task needs:',
        {
          list: [
            'Payment processor: your email address and what you buy, to take payment and send receipts.',
            'AI vendors (video, image, voice and text generation): the photos, prompts, scripts, audio or voice samples a job needs, and nothing about your account.',
            'YouTube (Google): the videos, titles and descriptions we post to channels you connected, through the YouTube API. You can revoke our access in your Google account settings at any time.',
            'Email provider: your email address and the content of the emails we send you.',
            'Hosting and storage providers: everything above is stored on their servers on our behalf.',
          ],
        },
        'We may also disclose data when the law requires it, or to protect people from harm.',
      ],
    },
    {
      id: 'voices',
      heading: 'Voice samples',
      blocks: [
        'A voice sample is used only to create the voice you asked for, and only with the consent of the person whose voice it is. You can delete a cloned voice at any time; we then delete the sample and ask the voice vendor to delete its copy.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'We use one cookie: the session cookie that keeps you signed in. It is strictly necessary and is not used for anything else. We use no advertising cookies, no cross-site tracking and no third-party analytics.',
        'The site also keeps small notes in your browser’s own storage, such as whether you have already seen an offer in this visit. They stay on your device and are not sent to anyone.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Account data, uploads and generated media: while your account is open, or until you delete them.',
            'After you close your account: deleted within 30 days, and gone from backups within a further 60 days.',
            'Payment records: as long as tax and accounting law requires.',
            'Waitlist and lead emails: until you unsubscribe or ask us to delete them, and at most 24 months after our last contact.',
            'Security logs: up to 90 days.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Deletion and your rights',
      blocks: [
        'You can see, correct, download or delete your data, object to how we use it and withdraw consent you gave. Many of these you can do yourself in the studio (delete uploads, media and voices, disconnect channels); for anything else, or to close your account, contact the operator. We answer within 30 days. You can also complain to your local data protection authority.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Passwords are hashed, connections are encrypted (HTTPS), links to your media expire after an hour, and only the people who run the service can reach your data, when they need to. No system is perfectly secure; if a breach affects you, we tell you promptly.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        '{product} is for adults and businesses. We do not knowingly collect data from anyone under 18; if you think a child has given us data, contact the operator and we will delete it.',
      ],
    },
    {
      id: 'policy-changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy, the effective date at the top changes, and for important changes we tell you by email before they apply.',
      ],
    },
  ],
};
