import Foundation
import LitCLI

exit(await LitCLI.main())
