/**
 * imsmanifest.xml for an assignment's SCORM 1.2 package (the IMS Content Packaging 1.1.2 format
 * with ADL's SCORM 1.2 extensions): one organization holding one item, whose one resource is a
 * SCO (webcontent, adlcp:scormtype="sco") launched at the practice page with the assignment's
 * query, and listing every file of the package. The pass mark is the item's masteryscore, so
 * an LMS that compares score.raw with it comes to the status the SCO writes.
 */

import { assignmentQuery, type Assignment } from '../practice/assignment';

/** Where the launch page sits in the package (and on the site). */
export const LAUNCH_PAGE = 'embed/scorm.html';

/** The launch address inside the package: the page and the assignment's canonical query. */
export function launchHref(assignment: Assignment): string {
	return `${LAUNCH_PAGE}?${assignmentQuery(assignment)}`;
}

/** An XML ID (NCName) made of the assignment's key: letters, digits, '.', '-', '_'. */
export function manifestIdentifier(assignment: Assignment): string {
	const key = assignment.key.replace(/[^\w.-]/g, '');
	return `frontier-${key === '' ? 'practice' : key}`;
}

/** What the LMS lists the package as: the title, else the key, else "Frontier practice". */
export function packageTitle(assignment: Assignment): string {
	return assignment.title || assignment.key || 'Frontier practice';
}

/** Text or an attribute value for XML: the five characters XML reserves, escaped. */
export function xmlEscape(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
}

/**
 * The manifest for `assignment`, listing `files` (paths inside the package, '/'-separated,
 * imsmanifest.xml itself left out) in the order given.
 */
export function manifestXml(assignment: Assignment, files: readonly string[]): string {
	const title = xmlEscape(packageTitle(assignment));
	const listed = files
		.filter((file) => file !== 'imsmanifest.xml')
		.map((file) => `      <file href="${xmlEscape(file)}"/>`)
		.join('\n');
	return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${manifestIdentifier(assignment)}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="frontier-organization">
    <organization identifier="frontier-organization">
      <title>${title}</title>
      <item identifier="frontier-item" identifierref="frontier-sco" isvisible="true">
        <title>${title}</title>
        <adlcp:masteryscore>${assignment.pass}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="frontier-sco" type="webcontent" adlcp:scormtype="sco" href="${xmlEscape(launchHref(assignment))}">
${listed}
    </resource>
  </resources>
</manifest>
`;
}
