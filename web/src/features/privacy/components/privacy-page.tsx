import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { getConfig } from '../../../lib/config';
import { privacyNotice, privacyNoticeUpdated } from '../privacy-notice';
import '../privacy.css';

/** The privacy notice (public): its words come from privacy-notice.ts, the names in them from config.json. */
export function PrivacyPage() {
  const { brand, dataController } = getConfig();
  const text = (value: string): ReactNode => {
    const [first, ...rest] = value.replaceAll('{brand}', brand).replaceAll('{controllerName}', dataController.name).split('{controllerEmail}');
    return [
      first,
      ...rest.flatMap((part, index) => [
        <a key={index} className="link" href={`mailto:${dataController.email}`}>
          {dataController.email}
        </a>,
        part,
      ]),
    ];
  };
  return (
    <div className="container privacy">
      <PageHeader title="Privacy Notice" intro={`How ${brand} uses your personal data. Last updated ${privacyNoticeUpdated}.`} />
      {privacyNotice.map((section, index) => (
        <section key={section.heading} className="privacy__section" aria-labelledby={`privacy-section-${index}`}>
          <h2 id={`privacy-section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{text(paragraph)}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{text(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
