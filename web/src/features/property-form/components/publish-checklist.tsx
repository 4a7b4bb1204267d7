import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { PropertyField } from '@shared/domain/property-fields';
import { MATERIAL_INFORMATION_LAW } from '@shared/rules/material-information-law';
import { blockerMessages, notKnownItems, publishBlockers, publishWarnings, warningMessages, type ChecklistFields } from '@shared/rules/publish-checklist';

/**
 * Before publishing: the Part A material information and the EPC rating still missing, which the API refuses to
 * publish without (the same list as its refusal), then the warnings that never block: what buyers expect, and the Part B and C answers
 * still 'Not known' (rules/publish-checklist.ts).
 */
export function PublishChecklist({ values }: { values: ChecklistFields }) {
  const missing = publishBlockers(values);
  const warnings = [
    ...publishWarnings(values).map((item) => warningMessages[item]),
    ...notKnownItems(values as Partial<Record<PropertyField, unknown>>).map((label) => `${label}: not known`),
  ];
  return (
    <div className="pf-checklist" aria-labelledby="pf-checklist-title">
      <h3 className="pf-checklist__title" id="pf-checklist-title">
        Before publishing
      </h3>
      {missing.length === 0 && warnings.length === 0 && (
        <p className="pf-checklist__ok">
          <CheckCircle2 size={18} aria-hidden="true" /> The material information buyers expect is all here.
        </p>
      )}
      {missing.length > 0 && (
        <>
          <p className="pf-checklist__intro">
            A listing cannot be published without its Part A material information ({MATERIAL_INFORMATION_LAW}) and, for a building, its EPC rating (Energy
            Performance of Buildings (England and Wales) Regulations 2012). You can save a draft.
          </p>
          <ul className="pf-checklist__list" aria-label="Required before publishing">
            {missing.map((item) => (
              <li key={item}>
                <XCircle size={16} aria-hidden="true" /> {blockerMessages[item]}
              </li>
            ))}
          </ul>
        </>
      )}
      {warnings.length > 0 && (
        <>
          <p className="pf-checklist__intro">Buyers expect this information. You can still publish without it.</p>
          <ul className="pf-checklist__list" aria-label="Missing information">
            {warnings.map((message) => (
              <li key={message}>
                <AlertTriangle size={16} aria-hidden="true" /> {message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
