/**
 * The parts of swagger-ui-react that src/pages/swagger.tsx uses (the package ships no types).
 * The page passes its props through its own `SwaggerUIProps` interface.
 */
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  // The page narrows this to the props it passes.
  const SwaggerUI: ComponentType<never>;
  export default SwaggerUI;
}
