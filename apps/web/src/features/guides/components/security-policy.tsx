import { usePublicConfig } from '../../../lib/config.js';
import { GuideSection } from './guide-section.js';

/** How to report a vulnerability, and what happens then (RFC 9116's policy page). */
export function SecurityPolicy() {
  const contact = usePublicConfig().data?.securityContact ?? null;
  const email = contact?.startsWith('mailto:') ? contact.slice('mailto:'.length) : null;
  return (
    <>
      <p>
        If you have found a way to read what is not yours, act as someone else, or harm the site or its
        members, please tell us before anyone else, and give us time to put it right.
      </p>
      <GuideSection title="How to report">
        {contact ? (
          <p>
            Write to{' '}
            <a href={contact} className="font-semibold underline">
              {email ?? contact}
            </a>{' '}
            with what you found, the steps to see it, and what it lets someone do. The same address is in{' '}
            <a href="/.well-known/security.txt" className="underline">
              /.well-known/security.txt
            </a>
            .
          </p>
        ) : (
          <p>
            This site’s operator has not named a security contact yet: please write to them by the address you
            know them by, and do not post the details publicly.
          </p>
        )}
      </GuideSection>
      <GuideSection title="What we ask, and what we do">
        <ul className="list-disc pl-6">
          <li>Test only with accounts of your own; do not read, change or delete other people’s data.</li>
          <li>No denial of service, spam or social engineering of members or staff.</li>
          <li>
            We answer within a few working days, keep you told while we fix it, and credit you if you wish.
          </li>
        </ul>
      </GuideSection>
    </>
  );
}
