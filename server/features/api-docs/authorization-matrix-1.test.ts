import { authorizationMatrix } from "../../test/authorization-matrix.ts";

// One part of the generated authorization matrix (server/test/authorization-matrix.ts; the parts run side by side).
authorizationMatrix(1, 3);
