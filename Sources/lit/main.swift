import Foundation
import LitCLI
import ToolSupport

exit(LitCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), console: Console.standard()))
