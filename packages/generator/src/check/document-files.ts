/** Files a browser reads as documents, which run what script they hold when opened or framed by a page. */
export const DOCUMENT = /\.(svg|html?|xhtml?|xht|xml)$/i;
/** Documents read as XML, where markup may also hide in an entity or under a namespace prefix. */
export const XML_DOCUMENT = /\.(svg|xhtml?|xht|xml)$/i;
