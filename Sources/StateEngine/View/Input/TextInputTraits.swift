/// Keyboard and text input settings: accepted, the preview draws no keyboard.
public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// UIKit's autocapitalization, which SwiftUI's deprecated `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// What a field holds, for the keyboard's suggestions (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
}

extension View {
  public func keyboardType(_ type: UIKeyboardType) -> some View { accepted("keyboardType") }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    accepted("textInputAutocapitalization")
  }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    accepted("textInputAutocapitalization")
  }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    accepted("autocorrectionDisabled")
  }
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    accepted("autocorrectionDisabled")
  }
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    accepted("textContentType")
  }
}
