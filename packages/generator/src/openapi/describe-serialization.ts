import type { ApiParameter } from '@docs/shared';
import type { NormalParameter } from './normalize-operation.js';

/** What a parameter's schema is, for how it is written: a list, an object, or one value. */
export type ValueShape = 'list' | 'object' | 'value';

/**
 * How a list or an object parameter, or one sent as content, goes into the request (`sentAs`): its
 * type alone (`array of string`) left a developer to guess between `a,b`, `a|b`, the name repeated,
 * `x[k]=v` and JSON. Undefined for a single value, which every style sends as it is.
 */
export function describeSerialization(parameter: Pick<NormalParameter, 'name' | 'location' | 'serialization'>, shape: ValueShape): ApiParameter['sentAs'] {
  const { name, serialization } = parameter;
  if ('mediaType' in serialization) {
    return { shape: `${name}=${/json/i.test(serialization.mediaType) ? '{"…":…}' : '…'}`, how: `its value written as ${serialization.mediaType}${parameter.location === 'query' ? ', URL-encoded' : ''}` };
  }
  if (shape === 'value') return undefined;
  const { style, explode } = serialization;
  const list = shape === 'list';
  const query = parameter.location === 'query' || parameter.location === 'cookie';
  const prefix = query ? `${name}=` : '';
  switch (style) {
    case 'deepObject':
      return list ? undefined : { shape: `${name}[field]=value`, how: 'one parameter per field, named with the field in brackets' };
    case 'spaceDelimited':
      return list ? { shape: `${prefix}a%20b`, how: 'space-separated' } : undefined;
    case 'pipeDelimited':
      return list ? { shape: `${prefix}a|b`, how: 'separated by |' } : undefined;
    case 'tabDelimited':
      return list ? { shape: `${prefix}a%09b`, how: 'tab-separated' } : undefined;
    case 'label':
      return list ? { shape: explode ? '.a.b' : '.a,b', how: explode ? 'each value after a dot' : 'after a dot, comma-separated' } : { shape: explode ? '.field=value.field=value' : '.field,value,field,value', how: 'after a dot' };
    case 'matrix':
      return list
        ? { shape: explode ? `;${name}=a;${name}=b` : `;${name}=a,b`, how: explode ? `;${name}= before each value` : 'after a semicolon and its name, comma-separated' }
        : { shape: explode ? ';field=value;field=value' : `;${name}=field,value,field,value`, how: 'after a semicolon' };
    case 'form':
      if (list) return explode ? { shape: `${name}=a&${name}=b`, how: 'the parameter repeated for each value' } : { shape: `${name}=a,b`, how: 'comma-separated' };
      return explode ? { shape: 'field=value&field=value', how: 'each field a parameter of its own' } : { shape: `${name}=field,value,field,value`, how: 'fields and values, comma-separated' };
    default:
      // `simple`: a path's or a header's.
      if (list) return { shape: 'a,b', how: 'comma-separated' };
      return explode ? { shape: 'field=value,field=value', how: 'fields and values, comma-separated' } : { shape: 'field,value,field,value', how: 'fields and values, comma-separated' };
  }
}
