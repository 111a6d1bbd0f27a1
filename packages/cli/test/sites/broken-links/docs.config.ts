// Two broken links in the content: a missing anchor and a missing page.
export default { title: 'Broken links', spec: 'openapi.json', templates: '../../../../../templates' };
